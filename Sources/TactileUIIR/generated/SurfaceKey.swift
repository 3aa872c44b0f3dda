// swift-format-ignore-file
// Generated from the interface (Sources/TactileSema/Interface) by
// SurfaceCatalogue.swiftSource(); never edit it by hand. After changing the interface,
// regenerate it with: swift run tactile-generate

/// Every declaration of the SwiftUI, Swift, Foundation and UIKit surface that Tactile's
/// interface declares, named by its key: a type (`DragGesture`), a member
/// (`View.padding(_:_:)`, `CGSize.width`) or a global (`print(_:separator:terminator:)`).
/// Overloads with the same argument labels share a key.
///
/// The runtime binds behaviour to these cases, so a binding for a declaration that does
/// not exist does not compile.
public enum SurfaceKey: UInt16, Sendable {
  case `!==(_:_:)`
  case `===(_:_:)`
  case `AccessibilityActionKind`
  case `AccessibilityAdjustmentDirection`
  case `AccessibilityChildBehavior`
  case `AccessibilityTraits`
  case `AccessibilityTraits.allowsDirectInteraction`
  case `AccessibilityTraits.causesPageTurn`
  case `AccessibilityTraits.isButton`
  case `AccessibilityTraits.isHeader`
  case `AccessibilityTraits.isImage`
  case `AccessibilityTraits.isKeyboardKey`
  case `AccessibilityTraits.isLink`
  case `AccessibilityTraits.isModal`
  case `AccessibilityTraits.isSearchField`
  case `AccessibilityTraits.isSelected`
  case `AccessibilityTraits.isStaticText`
  case `AccessibilityTraits.isSummaryElement`
  case `AccessibilityTraits.isTabBar`
  case `AccessibilityTraits.isToggle`
  case `AccessibilityTraits.playsSound`
  case `AccessibilityTraits.startsMediaSession`
  case `AccessibilityTraits.updatesFrequently`
  case `AccessibilityZoomGestureAction`
  case `AccessibilityZoomGestureAction.Direction`
  case `AccessibilityZoomGestureAction.direction`
  case `ActionSheet`
  case `ActionSheet.init(title:message:buttons:)`
  case `AdditiveArithmetic`
  case `Alert`
  case `Alert.Button`
  case `Alert.Button.cancel(_:)`
  case `Alert.Button.cancel(_:action:)`
  case `Alert.Button.default(_:action:)`
  case `Alert.Button.destructive(_:action:)`
  case `Alert.init(title:message:dismissButton:)`
  case `Alert.init(title:message:primaryButton:secondaryButton:)`
  case `Alignment`
  case `Alignment.bottom`
  case `Alignment.bottomLeading`
  case `Alignment.bottomTrailing`
  case `Alignment.center`
  case `Alignment.horizontal`
  case `Alignment.init(horizontal:vertical:)`
  case `Alignment.leading`
  case `Alignment.top`
  case `Alignment.topLeading`
  case `Alignment.topTrailing`
  case `Alignment.trailing`
  case `Alignment.vertical`
  case `AlignmentID`
  case `AlignmentID.defaultValue(in:)`
  case `Anchor`
  case `Anchor.Source`
  case `Anchor.Source.bottom`
  case `Anchor.Source.bottomLeading`
  case `Anchor.Source.bottomTrailing`
  case `Anchor.Source.bounds`
  case `Anchor.Source.center`
  case `Anchor.Source.leading`
  case `Anchor.Source.point(_:)`
  case `Anchor.Source.rect(_:)`
  case `Anchor.Source.top`
  case `Anchor.Source.topLeading`
  case `Anchor.Source.topTrailing`
  case `Anchor.Source.trailing`
  case `Anchor.Source.unitPoint(_:)`
  case `Anchor.Source.zero`
  case `Angle`
  case `Angle.*(_:_:)`
  case `Angle.+(_:_:)`
  case `Angle.+=(_:_:)`
  case `Angle.-(_:)`
  case `Angle.-(_:_:)`
  case `Angle.-=(_:_:)`
  case `Angle./(_:_:)`
  case `Angle.animatableData`
  case `Angle.degrees`
  case `Angle.degrees(_:)`
  case `Angle.init()`
  case `Angle.init(degrees:)`
  case `Angle.init(radians:)`
  case `Angle.radians`
  case `Angle.radians(_:)`
  case `Angle.zero`
  case `AngularGradient`
  case `AngularGradient.init(colors:center:angle:)`
  case `AngularGradient.init(colors:center:startAngle:endAngle:)`
  case `AngularGradient.init(gradient:center:angle:)`
  case `AngularGradient.init(gradient:center:startAngle:endAngle:)`
  case `AngularGradient.init(stops:center:angle:)`
  case `AngularGradient.init(stops:center:startAngle:endAngle:)`
  case `Animatable`
  case `Animatable.animatableData`
  case `AnimatableModifier`
  case `AnimatablePair`
  case `AnimatablePair.first`
  case `AnimatablePair.init(_:_:)`
  case `AnimatablePair.second`
  case `Animation`
  case `Animation.bouncy`
  case `Animation.bouncy(duration:extraBounce:)`
  case `Animation.default`
  case `Animation.delay(_:)`
  case `Animation.easeIn`
  case `Animation.easeIn(duration:)`
  case `Animation.easeInOut`
  case `Animation.easeInOut(duration:)`
  case `Animation.easeOut`
  case `Animation.easeOut(duration:)`
  case `Animation.interactiveSpring`
  case `Animation.interactiveSpring(response:dampingFraction:blendDuration:)`
  case `Animation.interpolatingSpring(duration:bounce:initialVelocity:)`
  case `Animation.interpolatingSpring(mass:stiffness:damping:initialVelocity:)`
  case `Animation.linear`
  case `Animation.linear(duration:)`
  case `Animation.repeatCount(_:autoreverses:)`
  case `Animation.repeatForever(autoreverses:)`
  case `Animation.smooth`
  case `Animation.smooth(duration:extraBounce:)`
  case `Animation.snappy`
  case `Animation.snappy(duration:extraBounce:)`
  case `Animation.speed(_:)`
  case `Animation.spring`
  case `Animation.spring(duration:bounce:blendDuration:)`
  case `Animation.spring(response:dampingFraction:blendDuration:)`
  case `Animation.timingCurve(_:_:_:_:duration:)`
  case `AnimationCompletionCriteria`
  case `AnimationCompletionCriteria.logicallyComplete`
  case `AnimationCompletionCriteria.removed`
  case `AnimationTimelineSchedule`
  case `AnimationTimelineSchedule.init(minimumInterval:paused:)`
  case `Any`
  case `AnyCancellable`
  case `AnyCancellable.cancel()`
  case `AnyCancellable.init(_:)`
  case `AnyCancellable.store(in:)`
  case `AnyGesture`
  case `AnyGesture.init(_:)`
  case `AnyGradient`
  case `AnyHashable`
  case `AnyHashable.init(_:)`
  case `AnyObject`
  case `AnyPublisher`
  case `AnyPublisher.init(_:)`
  case `AnyShape`
  case `AnyShape.init(_:)`
  case `AnyTransition`
  case `AnyTransition.animation(_:)`
  case `AnyTransition.asymmetric(insertion:removal:)`
  case `AnyTransition.combined(with:)`
  case `AnyTransition.identity`
  case `AnyTransition.modifier(active:identity:)`
  case `AnyTransition.move(edge:)`
  case `AnyTransition.offset(_:)`
  case `AnyTransition.offset(x:y:)`
  case `AnyTransition.opacity`
  case `AnyTransition.push(from:)`
  case `AnyTransition.scale`
  case `AnyTransition.scale(scale:anchor:)`
  case `AnyTransition.slide`
  case `AnyView`
  case `AnyView.init(_:)`
  case `AnyView.init(erasing:)`
  case `App`
  case `App.body`
  case `App.init()`
  case `AppearSymbolEffect`
  case `AppearSymbolEffect.byLayer`
  case `AppearSymbolEffect.down`
  case `AppearSymbolEffect.up`
  case `AppearSymbolEffect.wholeSymbol`
  case `Array`
  case `Array.+(_:_:)`
  case `Array.+=(_:_:)`
  case `Array.allSatisfy(_:)`
  case `Array.append(_:)`
  case `Array.append(contentsOf:)`
  case `Array.compactMap(_:)`
  case `Array.contains(_:)`
  case `Array.contains(where:)`
  case `Array.count`
  case `Array.dropFirst(_:)`
  case `Array.dropLast(_:)`
  case `Array.endIndex`
  case `Array.enumerated()`
  case `Array.filter(_:)`
  case `Array.first`
  case `Array.first(where:)`
  case `Array.firstIndex(of:)`
  case `Array.firstIndex(where:)`
  case `Array.flatMap(_:)`
  case `Array.forEach(_:)`
  case `Array.index(after:)`
  case `Array.index(before:)`
  case `Array.indices`
  case `Array.init()`
  case `Array.init(_:)`
  case `Array.init(repeating:count:)`
  case `Array.insert(_:at:)`
  case `Array.isEmpty`
  case `Array.joined(separator:)`
  case `Array.last`
  case `Array.last(where:)`
  case `Array.lastIndex(of:)`
  case `Array.lastIndex(where:)`
  case `Array.map(_:)`
  case `Array.max()`
  case `Array.max(by:)`
  case `Array.min()`
  case `Array.min(by:)`
  case `Array.move(fromOffsets:toOffset:)`
  case `Array.popLast()`
  case `Array.prefix(_:)`
  case `Array.randomElement()`
  case `Array.reduce(_:_:)`
  case `Array.reduce(into:_:)`
  case `Array.remove(at:)`
  case `Array.remove(atOffsets:)`
  case `Array.removeAll()`
  case `Array.removeAll(where:)`
  case `Array.removeFirst()`
  case `Array.removeFirst(_:)`
  case `Array.removeLast()`
  case `Array.removeLast(_:)`
  case `Array.reserveCapacity(_:)`
  case `Array.reverse()`
  case `Array.reversed()`
  case `Array.shuffle()`
  case `Array.shuffled()`
  case `Array.sort()`
  case `Array.sort(by:)`
  case `Array.sorted()`
  case `Array.sorted(by:)`
  case `Array.startIndex`
  case `Array.subscript(_:)`
  case `Array.suffix(_:)`
  case `Array.sum()`
  case `Array.swapAt(_:_:)`
  case `ArraySlice`
  case `ArraySlice.allSatisfy(_:)`
  case `ArraySlice.compactMap(_:)`
  case `ArraySlice.contains(_:)`
  case `ArraySlice.contains(where:)`
  case `ArraySlice.count`
  case `ArraySlice.dropFirst(_:)`
  case `ArraySlice.dropLast(_:)`
  case `ArraySlice.enumerated()`
  case `ArraySlice.filter(_:)`
  case `ArraySlice.first`
  case `ArraySlice.first(where:)`
  case `ArraySlice.flatMap(_:)`
  case `ArraySlice.forEach(_:)`
  case `ArraySlice.isEmpty`
  case `ArraySlice.joined(separator:)`
  case `ArraySlice.last`
  case `ArraySlice.last(where:)`
  case `ArraySlice.map(_:)`
  case `ArraySlice.max()`
  case `ArraySlice.max(by:)`
  case `ArraySlice.min()`
  case `ArraySlice.min(by:)`
  case `ArraySlice.prefix(_:)`
  case `ArraySlice.randomElement()`
  case `ArraySlice.reduce(_:_:)`
  case `ArraySlice.reduce(into:_:)`
  case `ArraySlice.reversed()`
  case `ArraySlice.sorted()`
  case `ArraySlice.sorted(by:)`
  case `ArraySlice.subscript(_:)`
  case `ArraySlice.suffix(_:)`
  case `AsyncImage`
  case `AsyncImage.init(url:scale:)`
  case `AsyncImage.init(url:scale:content:placeholder:)`
  case `AsyncImage.init(url:scale:transaction:content:)`
  case `AsyncImagePhase`
  case `AsyncImagePhase.error`
  case `AsyncImagePhase.image`
  case `AsyncIteratorProtocol`
  case `AsyncIteratorProtocol.next()`
  case `AsyncSequence`
  case `AsyncSequence.makeAsyncIterator()`
  case `AsyncStream`
  case `AsyncStream.Continuation`
  case `AsyncStream.Continuation.finish()`
  case `AsyncStream.Continuation.yield()`
  case `AsyncStream.Continuation.yield(_:)`
  case `AsyncStream.init(_:_:)`
  case `AsyncStream.init(unfolding:)`
  case `AsyncThrowingStream`
  case `AsyncThrowingStream.Continuation`
  case `AsyncThrowingStream.Continuation.finish(throwing:)`
  case `AsyncThrowingStream.Continuation.yield(_:)`
  case `AsyncThrowingStream.init(_:_:)`
  case `AsyncThrowingStream.init(unfolding:)`
  case `AttributedString`
  case `AttributedString.+(_:_:)`
  case `AttributedString.+=(_:_:)`
  case `AttributedString.Index`
  case `AttributedString.append(_:)`
  case `AttributedString.backgroundColor`
  case `AttributedString.characters`
  case `AttributedString.description`
  case `AttributedString.endIndex`
  case `AttributedString.font`
  case `AttributedString.foregroundColor`
  case `AttributedString.init()`
  case `AttributedString.init(_:)`
  case `AttributedString.init(stringLiteral:)`
  case `AttributedString.kern`
  case `AttributedString.range(of:)`
  case `AttributedString.startIndex`
  case `AttributedString.strikethroughStyle`
  case `AttributedString.subscript(_:)`
  case `AttributedString.underlineStyle`
  case `AttributedSubstring`
  case `AttributedSubstring.backgroundColor`
  case `AttributedSubstring.font`
  case `AttributedSubstring.foregroundColor`
  case `AttributedSubstring.kern`
  case `AttributedSubstring.strikethroughStyle`
  case `AttributedSubstring.underlineStyle`
  case `AutomaticFormStyle`
  case `AutomaticFormStyle.init()`
  case `AutomaticNavigationSplitViewStyle`
  case `AutomaticNavigationSplitViewStyle.init()`
  case `AutomaticNavigationTransition`
  case `Axis`
  case `Axis.Set`
  case `Axis.Set.horizontal`
  case `Axis.Set.vertical`
  case `BackgroundStyle`
  case `BalancedNavigationSplitViewStyle`
  case `BalancedNavigationSplitViewStyle.init()`
  case `BidirectionalCollection`
  case `BidirectionalCollection.last`
  case `BinaryFloatingPoint`
  case `BinaryFloatingPoint.formatted()`
  case `BinaryFloatingPoint.formatted(_:)`
  case `BinaryInteger`
  case `BinaryInteger.%(_:_:)`
  case `BinaryInteger.%=(_:_:)`
  case `BinaryInteger./(_:_:)`
  case `BinaryInteger./=(_:_:)`
  case `BinaryInteger.description`
  case `BinaryInteger.formatted()`
  case `BinaryInteger.isMultiple(of:)`
  case `Binding`
  case `Binding.animation(_:)`
  case `Binding.constant(_:)`
  case `Binding.init(get:set:)`
  case `Binding.init(projectedValue:)`
  case `Binding.projectedValue`
  case `Binding.transaction`
  case `Binding.transaction(_:)`
  case `Binding.wrappedValue`
  case `BlendMode`
  case `Bool`
  case `Bool.!(_:)`
  case `Bool.&&(_:_:)`
  case `Bool.description`
  case `Bool.init()`
  case `Bool.init(_:)`
  case `Bool.random()`
  case `Bool.toggle()`
  case `Bool.||(_:_:)`
  case `BorderedButtonStyle`
  case `BorderedButtonStyle.init()`
  case `BorderedProminentButtonStyle`
  case `BorderedProminentButtonStyle.init()`
  case `BorderlessButtonStyle`
  case `BorderlessButtonStyle.init()`
  case `BounceSymbolEffect`
  case `BounceSymbolEffect.byLayer`
  case `BounceSymbolEffect.down`
  case `BounceSymbolEffect.up`
  case `BounceSymbolEffect.wholeSymbol`
  case `BreatheSymbolEffect`
  case `BreatheSymbolEffect.byLayer`
  case `BreatheSymbolEffect.plain`
  case `BreatheSymbolEffect.pulse`
  case `BreatheSymbolEffect.wholeSymbol`
  case `Bundle`
  case `Bundle.bundleIdentifier`
  case `Bundle.main`
  case `Bundle.path(forResource:ofType:)`
  case `Bundle.url(forResource:withExtension:)`
  case `Bundle.url(forResource:withExtension:subdirectory:)`
  case `Button`
  case `Button.init(_:action:)`
  case `Button.init(_:role:action:)`
  case `Button.init(_:systemImage:action:)`
  case `Button.init(_:systemImage:role:action:)`
  case `Button.init(action:label:)`
  case `Button.init(role:action:label:)`
  case `ButtonBorderShape`
  case `ButtonBorderShape.automatic`
  case `ButtonBorderShape.capsule`
  case `ButtonBorderShape.circle`
  case `ButtonBorderShape.roundedRectangle`
  case `ButtonBorderShape.roundedRectangle(radius:)`
  case `ButtonRepeatBehavior`
  case `ButtonRepeatBehavior.automatic`
  case `ButtonRepeatBehavior.disabled`
  case `ButtonRepeatBehavior.enabled`
  case `ButtonRole`
  case `ButtonRole.cancel`
  case `ButtonRole.destructive`
  case `ButtonStyle`
  case `ButtonStyle.makeBody(configuration:)`
  case `ButtonStyleConfiguration`
  case `ButtonStyleConfiguration.Label`
  case `ButtonStyleConfiguration.isPressed`
  case `ButtonStyleConfiguration.label`
  case `ButtonStyleConfiguration.role`
  case `ButtonToggleStyle`
  case `ButtonToggleStyle.init()`
  case `CACurrentMediaTime()`
  case `CAEmitterCell`
  case `CAEmitterCell.alphaRange`
  case `CAEmitterCell.alphaSpeed`
  case `CAEmitterCell.birthRate`
  case `CAEmitterCell.blueRange`
  case `CAEmitterCell.color`
  case `CAEmitterCell.contents`
  case `CAEmitterCell.emissionLatitude`
  case `CAEmitterCell.emissionLongitude`
  case `CAEmitterCell.emissionRange`
  case `CAEmitterCell.emitterCells`
  case `CAEmitterCell.greenRange`
  case `CAEmitterCell.init()`
  case `CAEmitterCell.isEnabled`
  case `CAEmitterCell.lifetime`
  case `CAEmitterCell.lifetimeRange`
  case `CAEmitterCell.name`
  case `CAEmitterCell.redRange`
  case `CAEmitterCell.scale`
  case `CAEmitterCell.scaleRange`
  case `CAEmitterCell.scaleSpeed`
  case `CAEmitterCell.spin`
  case `CAEmitterCell.spinRange`
  case `CAEmitterCell.velocity`
  case `CAEmitterCell.velocityRange`
  case `CAEmitterCell.xAcceleration`
  case `CAEmitterCell.yAcceleration`
  case `CAEmitterCell.zAcceleration`
  case `CAEmitterLayer`
  case `CAEmitterLayer.beginTime`
  case `CAEmitterLayer.birthRate`
  case `CAEmitterLayer.emitterCells`
  case `CAEmitterLayer.emitterDepth`
  case `CAEmitterLayer.emitterMode`
  case `CAEmitterLayer.emitterPosition`
  case `CAEmitterLayer.emitterShape`
  case `CAEmitterLayer.emitterSize`
  case `CAEmitterLayer.emitterZPosition`
  case `CAEmitterLayer.init()`
  case `CAEmitterLayer.lifetime`
  case `CAEmitterLayer.renderMode`
  case `CAEmitterLayer.scale`
  case `CAEmitterLayer.spin`
  case `CAEmitterLayer.velocity`
  case `CAEmitterLayerEmitterMode`
  case `CAEmitterLayerEmitterMode.outline`
  case `CAEmitterLayerEmitterMode.points`
  case `CAEmitterLayerEmitterMode.surface`
  case `CAEmitterLayerEmitterMode.volume`
  case `CAEmitterLayerEmitterShape`
  case `CAEmitterLayerEmitterShape.circle`
  case `CAEmitterLayerEmitterShape.cuboid`
  case `CAEmitterLayerEmitterShape.line`
  case `CAEmitterLayerEmitterShape.point`
  case `CAEmitterLayerEmitterShape.rectangle`
  case `CAEmitterLayerEmitterShape.sphere`
  case `CAEmitterLayerRenderMode`
  case `CAEmitterLayerRenderMode.additive`
  case `CAEmitterLayerRenderMode.backToFront`
  case `CAEmitterLayerRenderMode.oldestFirst`
  case `CAEmitterLayerRenderMode.oldestLast`
  case `CAEmitterLayerRenderMode.unordered`
  case `CALayer`
  case `CALayer.addSublayer(_:)`
  case `CALayer.anchorPoint`
  case `CALayer.backgroundColor`
  case `CALayer.borderColor`
  case `CALayer.borderWidth`
  case `CALayer.bounds`
  case `CALayer.cornerRadius`
  case `CALayer.delegate`
  case `CALayer.frame`
  case `CALayer.init()`
  case `CALayer.masksToBounds`
  case `CALayer.opacity`
  case `CALayer.position`
  case `CALayer.removeFromSuperlayer()`
  case `CALayer.shadowColor`
  case `CALayer.shadowOffset`
  case `CALayer.shadowOpacity`
  case `CALayer.shadowRadius`
  case `CALayer.sublayers`
  case `CALayer.transform`
  case `CALayer.zPosition`
  case `CATransform3D`
  case `CATransform3D.init()`
  case `CATransform3D.m11`
  case `CATransform3D.m12`
  case `CATransform3D.m13`
  case `CATransform3D.m14`
  case `CATransform3D.m21`
  case `CATransform3D.m22`
  case `CATransform3D.m23`
  case `CATransform3D.m24`
  case `CATransform3D.m31`
  case `CATransform3D.m32`
  case `CATransform3D.m33`
  case `CATransform3D.m34`
  case `CATransform3D.m41`
  case `CATransform3D.m42`
  case `CATransform3D.m43`
  case `CATransform3D.m44`
  case `CATransform3DConcat(_:_:)`
  case `CATransform3DGetAffineTransform(_:)`
  case `CATransform3DIdentity`
  case `CATransform3DIsIdentity(_:)`
  case `CATransform3DMakeAffineTransform(_:)`
  case `CATransform3DMakeRotation(_:_:_:_:)`
  case `CATransform3DMakeScale(_:_:_:)`
  case `CATransform3DMakeTranslation(_:_:_:)`
  case `CATransform3DRotate(_:_:_:_:_:)`
  case `CATransform3DScale(_:_:_:_:)`
  case `CATransform3DTranslate(_:_:_:_:)`
  case `CGAffineTransform`
  case `CGAffineTransform.a`
  case `CGAffineTransform.b`
  case `CGAffineTransform.c`
  case `CGAffineTransform.concatenating(_:)`
  case `CGAffineTransform.d`
  case `CGAffineTransform.identity`
  case `CGAffineTransform.init()`
  case `CGAffineTransform.init(a:b:c:d:tx:ty:)`
  case `CGAffineTransform.init(rotationAngle:)`
  case `CGAffineTransform.init(scaleX:y:)`
  case `CGAffineTransform.init(translationX:y:)`
  case `CGAffineTransform.inverted()`
  case `CGAffineTransform.isIdentity`
  case `CGAffineTransform.rotated(by:)`
  case `CGAffineTransform.scaledBy(x:y:)`
  case `CGAffineTransform.translatedBy(x:y:)`
  case `CGAffineTransform.tx`
  case `CGAffineTransform.ty`
  case `CGColor`
  case `CGFloat`
  case `CGFloat.init()`
  case `CGFloat.init(_:)`
  case `CGFloat.random(in:)`
  case `CGImage`
  case `CGLineCap`
  case `CGLineJoin`
  case `CGPath`
  case `CGPoint`
  case `CGPoint.animatableData`
  case `CGPoint.applying(_:)`
  case `CGPoint.debugDescription`
  case `CGPoint.description`
  case `CGPoint.equalTo(_:)`
  case `CGPoint.init()`
  case `CGPoint.init(x:y:)`
  case `CGPoint.x`
  case `CGPoint.y`
  case `CGPoint.zero`
  case `CGRect`
  case `CGRect.animatableData`
  case `CGRect.applying(_:)`
  case `CGRect.contains(_:)`
  case `CGRect.debugDescription`
  case `CGRect.description`
  case `CGRect.height`
  case `CGRect.init()`
  case `CGRect.init(origin:size:)`
  case `CGRect.init(x:y:width:height:)`
  case `CGRect.insetBy(dx:dy:)`
  case `CGRect.intersection(_:)`
  case `CGRect.intersects(_:)`
  case `CGRect.isEmpty`
  case `CGRect.isNull`
  case `CGRect.maxX`
  case `CGRect.maxY`
  case `CGRect.midX`
  case `CGRect.midY`
  case `CGRect.minX`
  case `CGRect.minY`
  case `CGRect.offsetBy(dx:dy:)`
  case `CGRect.origin`
  case `CGRect.size`
  case `CGRect.standardized`
  case `CGRect.union(_:)`
  case `CGRect.width`
  case `CGRect.zero`
  case `CGSize`
  case `CGSize.animatableData`
  case `CGSize.applying(_:)`
  case `CGSize.debugDescription`
  case `CGSize.description`
  case `CGSize.equalTo(_:)`
  case `CGSize.height`
  case `CGSize.init()`
  case `CGSize.init(width:height:)`
  case `CGSize.width`
  case `CGSize.zero`
  case `CGVector`
  case `CGVector.description`
  case `CGVector.dx`
  case `CGVector.dy`
  case `CGVector.init()`
  case `CGVector.init(dx:dy:)`
  case `CGVector.zero`
  case `CVarArg`
  case `Calendar`
  case `Calendar.Component`
  case `Calendar.Identifier`
  case `Calendar.autoupdatingCurrent`
  case `Calendar.component(_:from:)`
  case `Calendar.current`
  case `Calendar.date(byAdding:to:wrappingComponents:)`
  case `Calendar.date(byAdding:value:to:wrappingComponents:)`
  case `Calendar.date(bySettingHour:minute:second:of:)`
  case `Calendar.date(from:)`
  case `Calendar.dateComponents(_:from:)`
  case `Calendar.dateComponents(_:from:to:)`
  case `Calendar.firstWeekday`
  case `Calendar.identifier`
  case `Calendar.init(identifier:)`
  case `Calendar.isDate(_:equalTo:toGranularity:)`
  case `Calendar.isDate(_:inSameDayAs:)`
  case `Calendar.isDateInToday(_:)`
  case `Calendar.isDateInTomorrow(_:)`
  case `Calendar.isDateInWeekend(_:)`
  case `Calendar.isDateInYesterday(_:)`
  case `Calendar.locale`
  case `Calendar.monthSymbols`
  case `Calendar.range(of:in:for:)`
  case `Calendar.shortMonthSymbols`
  case `Calendar.shortWeekdaySymbols`
  case `Calendar.startOfDay(for:)`
  case `Calendar.timeZone`
  case `Calendar.veryShortWeekdaySymbols`
  case `Calendar.weekdaySymbols`
  case `Cancellable`
  case `Cancellable.cancel()`
  case `CancellationError`
  case `CancellationError.init()`
  case `Canvas`
  case `Canvas.init(opaque:colorMode:rendersAsynchronously:renderer:symbols:)`
  case `Canvas.init(opaque:rendersAsynchronously:renderer:)`
  case `Capsule`
  case `Capsule.init(style:)`
  case `CaseIterable`
  case `CaseIterable.allCases`
  case `Character`
  case `Character.asciiValue`
  case `Character.description`
  case `Character.hexDigitValue`
  case `Character.init(_:)`
  case `Character.isASCII`
  case `Character.isHexDigit`
  case `Character.isLetter`
  case `Character.isLowercase`
  case `Character.isNewline`
  case `Character.isNumber`
  case `Character.isPunctuation`
  case `Character.isSymbol`
  case `Character.isUppercase`
  case `Character.isWhitespace`
  case `Character.lowercased()`
  case `Character.unicodeScalars`
  case `Character.uppercased()`
  case `Character.wholeNumberValue`
  case `CharacterSet`
  case `CharacterSet.alphanumerics`
  case `CharacterSet.contains(_:)`
  case `CharacterSet.controlCharacters`
  case `CharacterSet.decimalDigits`
  case `CharacterSet.init()`
  case `CharacterSet.init(charactersIn:)`
  case `CharacterSet.insert(charactersIn:)`
  case `CharacterSet.inverted`
  case `CharacterSet.letters`
  case `CharacterSet.lowercaseLetters`
  case `CharacterSet.newlines`
  case `CharacterSet.punctuationCharacters`
  case `CharacterSet.remove(charactersIn:)`
  case `CharacterSet.symbols`
  case `CharacterSet.union(_:)`
  case `CharacterSet.uppercaseLetters`
  case `CharacterSet.whitespaces`
  case `CharacterSet.whitespacesAndNewlines`
  case `CheckedContinuation`
  case `CheckedContinuation.resume()`
  case `CheckedContinuation.resume(returning:)`
  case `CheckedContinuation.resume(throwing:)`
  case `Chirality`
  case `Circle`
  case `Circle.init()`
  case `CircularProgressViewStyle`
  case `CircularProgressViewStyle.init()`
  case `CircularProgressViewStyle.init(tint:)`
  case `Clock`
  case `Clock.continuous`
  case `Clock.measure(_:)`
  case `Clock.minimumResolution`
  case `Clock.now`
  case `Clock.suspending`
  case `ClosedRange`
  case `ClosedRange.contains(_:)`
  case `ClosedRange.count`
  case `ClosedRange.first`
  case `ClosedRange.forEach(_:)`
  case `ClosedRange.isEmpty`
  case `ClosedRange.last`
  case `ClosedRange.lowerBound`
  case `ClosedRange.map(_:)`
  case `ClosedRange.randomElement()`
  case `ClosedRange.reversed()`
  case `ClosedRange.upperBound`
  case `Codable`
  case `CodingKey`
  case `CodingKey.intValue`
  case `CodingKey.stringValue`
  case `Collection`
  case `Collection.count`
  case `Collection.first`
  case `Collection.isEmpty`
  case `Color`
  case `Color.RGBColorSpace`
  case `Color.accent`
  case `Color.accentColor`
  case `Color.black`
  case `Color.blue`
  case `Color.brown`
  case `Color.clear`
  case `Color.cyan`
  case `Color.description`
  case `Color.gradient`
  case `Color.gray`
  case `Color.green`
  case `Color.indigo`
  case `Color.init(_:)`
  case `Color.init(_:red:green:blue:opacity:)`
  case `Color.init(_:white:opacity:)`
  case `Color.init(cgColor:)`
  case `Color.init(hue:saturation:brightness:opacity:)`
  case `Color.init(red:green:blue:opacity:)`
  case `Color.init(uiColor:)`
  case `Color.init(white:opacity:)`
  case `Color.mint`
  case `Color.mix(with:by:in:)`
  case `Color.opacity(_:)`
  case `Color.orange`
  case `Color.pink`
  case `Color.primary`
  case `Color.purple`
  case `Color.red`
  case `Color.secondary`
  case `Color.teal`
  case `Color.white`
  case `Color.yellow`
  case `ColorPicker`
  case `ColorPicker.init(_:selection:supportsOpacity:)`
  case `ColorPicker.init(selection:supportsOpacity:label:)`
  case `ColorRenderingMode`
  case `ColorResource`
  case `ColorResource.init(name:bundle:)`
  case `ColorResource.subscript(dynamicMember:)`
  case `ColorScheme`
  case `ColorSchemeContrast`
  case `ColumnsFormStyle`
  case `ColumnsFormStyle.init()`
  case `CompactDatePickerStyle`
  case `CompactDatePickerStyle.init()`
  case `Comparable`
  case `Comparable....(_:)`
  case `Comparable....(_:_:)`
  case `Comparable...<(_:)`
  case `Comparable...<(_:_:)`
  case `Comparable.<(_:_:)`
  case `Comparable.<=(_:_:)`
  case `Comparable.>(_:_:)`
  case `Comparable.>=(_:_:)`
  case `Comparable.postfix ...(_:)`
  case `ComparisonResult`
  case `ComparisonResult.rawValue`
  case `ConnectablePublisher`
  case `ConnectablePublisher.autoconnect()`
  case `ConnectablePublisher.connect()`
  case `ContainerValueKey`
  case `ContainerValueKey.defaultValue`
  case `ContainerValues`
  case `ContainerValues._entry(_:default:)`
  case `ContentMarginPlacement`
  case `ContentMarginPlacement.automatic`
  case `ContentMarginPlacement.scrollContent`
  case `ContentMarginPlacement.scrollIndicators`
  case `ContentMode`
  case `ContentShapeKinds`
  case `ContentShapeKinds.accessibility`
  case `ContentShapeKinds.contextMenuPreview`
  case `ContentShapeKinds.dragPreview`
  case `ContentShapeKinds.hoverEffect`
  case `ContentShapeKinds.interaction`
  case `ContentTransition`
  case `ContentTransition.identity`
  case `ContentTransition.interpolate`
  case `ContentTransition.numericText(countsDown:)`
  case `ContentTransition.numericText(value:)`
  case `ContentTransition.opacity`
  case `ContentTransition.symbolEffect`
  case `ContentTransition.symbolEffect(_:options:)`
  case `ContentUnavailableView`
  case `ContentUnavailableView.init(_:systemImage:description:)`
  case `ContentUnavailableView.init(label:description:actions:)`
  case `ContentUnavailableView.search`
  case `ContentUnavailableView.search(text:)`
  case `ContextMenu`
  case `ContextMenu.init(menuItems:)`
  case `ContinuousClock`
  case `ContinuousClock.Instant`
  case `ContinuousClock.Instant.+(_:_:)`
  case `ContinuousClock.Instant.-(_:_:)`
  case `ContinuousClock.Instant.advanced(by:)`
  case `ContinuousClock.Instant.duration(to:)`
  case `ContinuousClock.Instant.now`
  case `ContinuousClock.init()`
  case `ContinuousClock.minimumResolution`
  case `ContinuousClock.now`
  case `ControlGroup`
  case `ControlGroup.init(content:)`
  case `ControlSize`
  case `CoordinateSpace`
  case `CoordinateSpace.named(_:)`
  case `CoordinateSpace.scrollView`
  case `CoordinateSpace.scrollView(axis:)`
  case `CoordinateSpaceProtocol`
  case `CoordinateSpaceProtocol.coordinateSpace`
  case `CoordinateSpaceProtocol.global`
  case `CoordinateSpaceProtocol.local`
  case `CoordinateSpaceProtocol.named(_:)`
  case `CoordinateSpaceProtocol.scrollView`
  case `CoordinateSpaceProtocol.scrollView(axis:)`
  case `CubicKeyframe`
  case `CubicKeyframe.init(_:duration:startVelocity:endVelocity:)`
  case `CustomStringConvertible`
  case `CustomStringConvertible.description`
  case `Data`
  case `Data.ReadingOptions`
  case `Data.ReadingOptions.mappedIfSafe`
  case `Data.ReadingOptions.uncached`
  case `Data.WritingOptions`
  case `Data.WritingOptions.atomic`
  case `Data.WritingOptions.completeFileProtection`
  case `Data.count`
  case `Data.init()`
  case `Data.init(_:)`
  case `Data.init(capacity:)`
  case `Data.init(contentsOf:options:)`
  case `Data.init(count:)`
  case `Data.isEmpty`
  case `Data.write(to:options:)`
  case `Date`
  case `Date.+(_:_:)`
  case `Date.+=(_:_:)`
  case `Date.-(_:_:)`
  case `Date.-=(_:_:)`
  case `Date.FormatStyle`
  case `Date.FormatStyle.DateStyle`
  case `Date.FormatStyle.DateStyle.abbreviated`
  case `Date.FormatStyle.DateStyle.complete`
  case `Date.FormatStyle.DateStyle.long`
  case `Date.FormatStyle.DateStyle.numeric`
  case `Date.FormatStyle.DateStyle.omitted`
  case `Date.FormatStyle.Symbol`
  case `Date.FormatStyle.Symbol.Day`
  case `Date.FormatStyle.Symbol.Day.defaultDigits`
  case `Date.FormatStyle.Symbol.Day.twoDigits`
  case `Date.FormatStyle.Symbol.Hour`
  case `Date.FormatStyle.Symbol.Hour.AMPMStyle`
  case `Date.FormatStyle.Symbol.Hour.AMPMStyle.abbreviated`
  case `Date.FormatStyle.Symbol.Hour.AMPMStyle.narrow`
  case `Date.FormatStyle.Symbol.Hour.AMPMStyle.omitted`
  case `Date.FormatStyle.Symbol.Hour.AMPMStyle.wide`
  case `Date.FormatStyle.Symbol.Hour.defaultDigits(amPM:)`
  case `Date.FormatStyle.Symbol.Hour.defaultDigitsNoAMPM`
  case `Date.FormatStyle.Symbol.Hour.twoDigits(amPM:)`
  case `Date.FormatStyle.Symbol.Hour.twoDigitsNoAMPM`
  case `Date.FormatStyle.Symbol.Minute`
  case `Date.FormatStyle.Symbol.Minute.defaultDigits`
  case `Date.FormatStyle.Symbol.Minute.twoDigits`
  case `Date.FormatStyle.Symbol.Month`
  case `Date.FormatStyle.Symbol.Month.abbreviated`
  case `Date.FormatStyle.Symbol.Month.defaultDigits`
  case `Date.FormatStyle.Symbol.Month.narrow`
  case `Date.FormatStyle.Symbol.Month.twoDigits`
  case `Date.FormatStyle.Symbol.Month.wide`
  case `Date.FormatStyle.Symbol.Second`
  case `Date.FormatStyle.Symbol.Second.defaultDigits`
  case `Date.FormatStyle.Symbol.Second.twoDigits`
  case `Date.FormatStyle.Symbol.Weekday`
  case `Date.FormatStyle.Symbol.Weekday.abbreviated`
  case `Date.FormatStyle.Symbol.Weekday.narrow`
  case `Date.FormatStyle.Symbol.Weekday.short`
  case `Date.FormatStyle.Symbol.Weekday.wide`
  case `Date.FormatStyle.Symbol.Year`
  case `Date.FormatStyle.Symbol.Year.defaultDigits`
  case `Date.FormatStyle.Symbol.Year.twoDigits`
  case `Date.FormatStyle.TimeStyle`
  case `Date.FormatStyle.TimeStyle.complete`
  case `Date.FormatStyle.TimeStyle.omitted`
  case `Date.FormatStyle.TimeStyle.shortened`
  case `Date.FormatStyle.TimeStyle.standard`
  case `Date.FormatStyle.day(_:)`
  case `Date.FormatStyle.format(_:)`
  case `Date.FormatStyle.hour(_:)`
  case `Date.FormatStyle.init(date:time:locale:calendar:timeZone:)`
  case `Date.FormatStyle.minute(_:)`
  case `Date.FormatStyle.month(_:)`
  case `Date.FormatStyle.second(_:)`
  case `Date.FormatStyle.weekday(_:)`
  case `Date.FormatStyle.year(_:)`
  case `Date.addingTimeInterval(_:)`
  case `Date.advanced(by:)`
  case `Date.description`
  case `Date.distance(to:)`
  case `Date.distantFuture`
  case `Date.distantPast`
  case `Date.formatted()`
  case `Date.formatted(_:)`
  case `Date.formatted(date:time:)`
  case `Date.init()`
  case `Date.init(timeInterval:since:)`
  case `Date.init(timeIntervalSince1970:)`
  case `Date.init(timeIntervalSinceNow:)`
  case `Date.init(timeIntervalSinceReferenceDate:)`
  case `Date.now`
  case `Date.now()`
  case `Date.timeIntervalSince(_:)`
  case `Date.timeIntervalSince1970`
  case `Date.timeIntervalSinceNow`
  case `Date.timeIntervalSinceReferenceDate`
  case `DateComponents`
  case `DateComponents.calendar`
  case `DateComponents.date`
  case `DateComponents.day`
  case `DateComponents.era`
  case `DateComponents.hour`
  case `DateComponents.init(calendar:timeZone:era:year:month:day:hour:minute:second:nanosecond:weekday:weekdayOrdinal:quarter:weekOfMonth:weekOfYear:yearForWeekOfYear:)`
  case `DateComponents.minute`
  case `DateComponents.month`
  case `DateComponents.nanosecond`
  case `DateComponents.quarter`
  case `DateComponents.second`
  case `DateComponents.timeZone`
  case `DateComponents.weekOfMonth`
  case `DateComponents.weekOfYear`
  case `DateComponents.weekday`
  case `DateComponents.weekdayOrdinal`
  case `DateComponents.year`
  case `DateComponents.yearForWeekOfYear`
  case `DateFormatter`
  case `DateFormatter.Style`
  case `DateFormatter.calendar`
  case `DateFormatter.date(from:)`
  case `DateFormatter.dateFormat`
  case `DateFormatter.dateStyle`
  case `DateFormatter.init()`
  case `DateFormatter.locale`
  case `DateFormatter.string(from:)`
  case `DateFormatter.timeStyle`
  case `DateFormatter.timeZone`
  case `DateInterval`
  case `DateInterval.<(_:_:)`
  case `DateInterval.contains(_:)`
  case `DateInterval.description`
  case `DateInterval.duration`
  case `DateInterval.end`
  case `DateInterval.init()`
  case `DateInterval.init(start:duration:)`
  case `DateInterval.init(start:end:)`
  case `DateInterval.intersection(with:)`
  case `DateInterval.intersects(_:)`
  case `DateInterval.start`
  case `DatePicker`
  case `DatePicker.init(_:selection:displayedComponents:)`
  case `DatePicker.init(_:selection:in:displayedComponents:)`
  case `DatePicker.init(selection:displayedComponents:label:)`
  case `DatePicker.init(selection:in:displayedComponents:label:)`
  case `DatePickerComponents`
  case `DatePickerComponents.date`
  case `DatePickerComponents.hourAndMinute`
  case `DatePickerStyle`
  case `DatePickerStyle.automatic`
  case `DatePickerStyle.compact`
  case `DatePickerStyle.graphical`
  case `DatePickerStyle.wheel`
  case `Decodable`
  case `Decoder`
  case `Decoder.codingPath`
  case `Decoder.container(keyedBy:)`
  case `Decoder.singleValueContainer()`
  case `Decoder.unkeyedContainer()`
  case `DecodingError`
  case `DecodingError.Context`
  case `DecodingError.Context.codingPath`
  case `DecodingError.Context.debugDescription`
  case `DecodingError.Context.init(codingPath:debugDescription:underlyingError:)`
  case `DecodingError.Context.underlyingError`
  case `DefaultButtonStyle`
  case `DefaultButtonStyle.init()`
  case `DefaultDatePickerStyle`
  case `DefaultDatePickerStyle.init()`
  case `DefaultLabelStyle`
  case `DefaultLabelStyle.init()`
  case `DefaultListStyle`
  case `DefaultListStyle.init()`
  case `DefaultNavigationViewStyle`
  case `DefaultNavigationViewStyle.init()`
  case `DefaultPickerStyle`
  case `DefaultPickerStyle.init()`
  case `DefaultProgressViewStyle`
  case `DefaultProgressViewStyle.init()`
  case `DefaultShareLinkLabel`
  case `DefaultTabLabel`
  case `DefaultTabViewStyle`
  case `DefaultTextFieldStyle`
  case `DefaultTextFieldStyle.init()`
  case `DefaultToggleStyle`
  case `DefaultToggleStyle.init()`
  case `Dictionary`
  case `Dictionary.count`
  case `Dictionary.filter(_:)`
  case `Dictionary.forEach(_:)`
  case `Dictionary.init()`
  case `Dictionary.init(grouping:by:)`
  case `Dictionary.init(uniqueKeysWithValues:)`
  case `Dictionary.isEmpty`
  case `Dictionary.keys`
  case `Dictionary.map(_:)`
  case `Dictionary.mapValues(_:)`
  case `Dictionary.merge(_:uniquingKeysWith:)`
  case `Dictionary.merging(_:uniquingKeysWith:)`
  case `Dictionary.reduce(into:_:)`
  case `Dictionary.removeAll()`
  case `Dictionary.removeValue(forKey:)`
  case `Dictionary.sorted(by:)`
  case `Dictionary.subscript(_:)`
  case `Dictionary.subscript(_:default:)`
  case `Dictionary.updateValue(_:forKey:)`
  case `Dictionary.values`
  case `DisabledTextSelectability`
  case `DisappearSymbolEffect`
  case `DisappearSymbolEffect.byLayer`
  case `DisappearSymbolEffect.down`
  case `DisappearSymbolEffect.up`
  case `DisappearSymbolEffect.wholeSymbol`
  case `DisclosureGroup`
  case `DisclosureGroup.init(_:content:)`
  case `DisclosureGroup.init(_:isExpanded:content:)`
  case `DisclosureGroup.init(content:label:)`
  case `DisclosureGroup.init(isExpanded:content:label:)`
  case `DismissAction`
  case `DismissAction.callAsFunction()`
  case `DismissSearchAction`
  case `DismissSearchAction.callAsFunction()`
  case `DispatchQoS`
  case `DispatchQoS.QoSClass`
  case `DispatchQoS.background`
  case `DispatchQoS.default`
  case `DispatchQoS.unspecified`
  case `DispatchQoS.userInitiated`
  case `DispatchQoS.userInteractive`
  case `DispatchQoS.utility`
  case `DispatchQueue`
  case `DispatchQueue.Attributes`
  case `DispatchQueue.Attributes.concurrent`
  case `DispatchQueue.Attributes.initiallyInactive`
  case `DispatchQueue.SchedulerOptions`
  case `DispatchQueue.SchedulerTimeType`
  case `DispatchQueue.SchedulerTimeType.Stride`
  case `DispatchQueue.SchedulerTimeType.Stride.init(_:)`
  case `DispatchQueue.SchedulerTimeType.Stride.magnitude`
  case `DispatchQueue.SchedulerTimeType.Stride.microseconds(_:)`
  case `DispatchQueue.SchedulerTimeType.Stride.milliseconds(_:)`
  case `DispatchQueue.SchedulerTimeType.Stride.nanoseconds(_:)`
  case `DispatchQueue.SchedulerTimeType.Stride.seconds(_:)`
  case `DispatchQueue.async(execute:)`
  case `DispatchQueue.asyncAfter(deadline:execute:)`
  case `DispatchQueue.global(qos:)`
  case `DispatchQueue.init(label:qos:attributes:)`
  case `DispatchQueue.main`
  case `DispatchQueue.sync(execute:)`
  case `DispatchTime`
  case `DispatchTime.+(_:_:)`
  case `DispatchTime.now()`
  case `DispatchTimeInterval`
  case `DispatchWorkItem`
  case `DispatchWorkItem.cancel()`
  case `DispatchWorkItem.init(block:)`
  case `DispatchWorkItem.isCancelled`
  case `DispatchWorkItem.perform()`
  case `Divider`
  case `Divider.init()`
  case `Double`
  case `Double.init()`
  case `Double.init(_:)`
  case `Double.random(in:)`
  case `DoubleColumnNavigationViewStyle`
  case `DoubleColumnNavigationViewStyle.init()`
  case `DragGesture`
  case `DragGesture.Value`
  case `DragGesture.Value.location`
  case `DragGesture.Value.predictedEndLocation`
  case `DragGesture.Value.predictedEndTranslation`
  case `DragGesture.Value.startLocation`
  case `DragGesture.Value.time`
  case `DragGesture.Value.translation`
  case `DragGesture.Value.velocity`
  case `DragGesture.coordinateSpace`
  case `DragGesture.init(minimumDistance:coordinateSpace:)`
  case `DragGesture.minimumDistance`
  case `DragSession`
  case `DragSession.draggedItemIndex`
  case `DragSession.location`
  case `DropDelegate`
  case `DropDelegate.dropEntered(info:)`
  case `DropDelegate.dropExited(info:)`
  case `DropDelegate.dropUpdated(info:)`
  case `DropDelegate.performDrop(info:)`
  case `DropDelegate.validateDrop(info:)`
  case `DropInfo`
  case `DropInfo.hasItemsConforming(to:)`
  case `DropInfo.itemProviders(for:)`
  case `DropInfo.location`
  case `DropOperation`
  case `DropProposal`
  case `DropProposal.init(operation:)`
  case `DropProposal.operation`
  case `DropSession`
  case `DropSession.itemsCount`
  case `DropSession.location`
  case `Duration`
  case `Duration.*(_:_:)`
  case `Duration.+(_:_:)`
  case `Duration.-(_:_:)`
  case `Duration.microseconds(_:)`
  case `Duration.milliseconds(_:)`
  case `Duration.nanoseconds(_:)`
  case `Duration.seconds(_:)`
  case `Duration.zero`
  case `DynamicProperty`
  case `DynamicTypeSize`
  case `DynamicTypeSize.isAccessibilitySize`
  case `DynamicViewContent`
  case `DynamicViewContent.onDelete(perform:)`
  case `DynamicViewContent.onMove(perform:)`
  case `Edge`
  case `Edge.Set`
  case `Edge.Set.all`
  case `Edge.Set.bottom`
  case `Edge.Set.horizontal`
  case `Edge.Set.leading`
  case `Edge.Set.top`
  case `Edge.Set.trailing`
  case `Edge.Set.vertical`
  case `EdgeInsets`
  case `EdgeInsets.bottom`
  case `EdgeInsets.init()`
  case `EdgeInsets.init(top:leading:bottom:trailing:)`
  case `EdgeInsets.leading`
  case `EdgeInsets.top`
  case `EdgeInsets.trailing`
  case `EditButton`
  case `EditButton.init()`
  case `EditMode`
  case `EditMode.isEditing`
  case `Ellipse`
  case `Ellipse.init()`
  case `EllipticalGradient`
  case `EllipticalGradient.init(colors:center:startRadiusFraction:endRadiusFraction:)`
  case `EllipticalGradient.init(gradient:center:startRadiusFraction:endRadiusFraction:)`
  case `EllipticalGradient.init(stops:center:startRadiusFraction:endRadiusFraction:)`
  case `EmptyAnimatableData`
  case `EmptyAnimatableData.init()`
  case `EmptyMatchedTransitionSourceConfiguration`
  case `EmptyView`
  case `EmptyView.init()`
  case `EmptyVisualEffect`
  case `EmptyVisualEffect.init()`
  case `EnabledTextSelectability`
  case `Encodable`
  case `Encoder`
  case `Encoder.codingPath`
  case `Encoder.container(keyedBy:)`
  case `Encoder.singleValueContainer()`
  case `Encoder.unkeyedContainer()`
  case `EncodingError`
  case `EncodingError.Context`
  case `EncodingError.Context.codingPath`
  case `EncodingError.Context.debugDescription`
  case `EncodingError.Context.init(codingPath:debugDescription:underlyingError:)`
  case `EncodingError.Context.underlyingError`
  case `Environment`
  case `Environment.init(_:)`
  case `Environment.wrappedValue`
  case `EnvironmentKey`
  case `EnvironmentKey.defaultValue`
  case `EnvironmentValues`
  case `EnvironmentValues.accessibilityDifferentiateWithoutColor`
  case `EnvironmentValues.accessibilityDimFlashingLights`
  case `EnvironmentValues.accessibilityEnabled`
  case `EnvironmentValues.accessibilityInvertColors`
  case `EnvironmentValues.accessibilityPlayAnimatedImages`
  case `EnvironmentValues.accessibilityReduceMotion`
  case `EnvironmentValues.accessibilityReduceTransparency`
  case `EnvironmentValues.accessibilityShowButtonShapes`
  case `EnvironmentValues.accessibilityVoiceOverEnabled`
  case `EnvironmentValues.allowsTightening`
  case `EnvironmentValues.colorScheme`
  case `EnvironmentValues.colorSchemeContrast`
  case `EnvironmentValues.controlSize`
  case `EnvironmentValues.defaultMinListHeaderHeight`
  case `EnvironmentValues.defaultMinListRowHeight`
  case `EnvironmentValues.description`
  case `EnvironmentValues.dismiss`
  case `EnvironmentValues.dismissSearch`
  case `EnvironmentValues.displayScale`
  case `EnvironmentValues.dynamicTypeSize`
  case `EnvironmentValues.editMode`
  case `EnvironmentValues.font`
  case `EnvironmentValues.headerProminence`
  case `EnvironmentValues.horizontalSizeClass`
  case `EnvironmentValues.imageScale`
  case `EnvironmentValues.isEnabled`
  case `EnvironmentValues.isFocused`
  case `EnvironmentValues.isLuminanceReduced`
  case `EnvironmentValues.isPresented`
  case `EnvironmentValues.isScrollEnabled`
  case `EnvironmentValues.isSearching`
  case `EnvironmentValues.layoutDirection`
  case `EnvironmentValues.legibilityWeight`
  case `EnvironmentValues.lineLimit`
  case `EnvironmentValues.lineSpacing`
  case `EnvironmentValues.locale`
  case `EnvironmentValues.minimumScaleFactor`
  case `EnvironmentValues.multilineTextAlignment`
  case `EnvironmentValues.openURL`
  case `EnvironmentValues.pixelLength`
  case `EnvironmentValues.preferredPencilDoubleTapAction`
  case `EnvironmentValues.preferredPencilSqueezeAction`
  case `EnvironmentValues.presentationMode`
  case `EnvironmentValues.scenePhase`
  case `EnvironmentValues.subscript(_:)`
  case `EnvironmentValues.symbolRenderingMode`
  case `EnvironmentValues.textCase`
  case `EnvironmentValues.truncationMode`
  case `EnvironmentValues.verticalSizeClass`
  case `Equatable`
  case `Equatable.!=(_:_:)`
  case `Equatable.==(_:_:)`
  case `Error`
  case `Error.localizedDescription`
  case `EventModifiers`
  case `EventModifiers.all`
  case `EventModifiers.capsLock`
  case `EventModifiers.command`
  case `EventModifiers.control`
  case `EventModifiers.numericPad`
  case `EventModifiers.option`
  case `EventModifiers.shift`
  case `EveryMinuteTimelineSchedule`
  case `EveryMinuteTimelineSchedule.init()`
  case `ExclusiveGesture`
  case `ExclusiveGesture.Value`
  case `ExclusiveGesture.first`
  case `ExclusiveGesture.init(_:_:)`
  case `ExclusiveGesture.second`
  case `ExpressibleByArrayLiteral`
  case `ExpressibleByDictionaryLiteral`
  case `ExpressibleByFloatLiteral`
  case `ExpressibleByIntegerLiteral`
  case `ExpressibleByNilLiteral`
  case `ExpressibleByStringLiteral`
  case `Fail`
  case `Fail.error`
  case `Fail.init(error:)`
  case `Fail.init(outputType:failure:)`
  case `FileAttributeKey`
  case `FileAttributeKey.init(_:)`
  case `FileAttributeKey.init(rawValue:)`
  case `FileAttributeKey.rawValue`
  case `FileManager`
  case `FileManager.SearchPathDirectory`
  case `FileManager.SearchPathDomainMask`
  case `FileManager.SearchPathDomainMask.userDomainMask`
  case `FileManager.contents(atPath:)`
  case `FileManager.contentsOfDirectory(atPath:)`
  case `FileManager.createDirectory(at:withIntermediateDirectories:attributes:)`
  case `FileManager.createDirectory(atPath:withIntermediateDirectories:attributes:)`
  case `FileManager.createFile(atPath:contents:attributes:)`
  case `FileManager.default`
  case `FileManager.fileExists(atPath:)`
  case `FileManager.removeItem(at:)`
  case `FileManager.removeItem(atPath:)`
  case `FileManager.urls(for:in:)`
  case `FillShapeStyle`
  case `FillShapeStyle.init()`
  case `FillStyle`
  case `FillStyle.init(eoFill:antialiased:)`
  case `FlattenSequence`
  case `Float`
  case `Float.init()`
  case `Float.init(_:)`
  case `Float.random(in:)`
  case `FloatingPoint`
  case `FloatingPoint./(_:_:)`
  case `FloatingPoint./=(_:_:)`
  case `FloatingPoint.description`
  case `FloatingPoint.greatestFiniteMagnitude`
  case `FloatingPoint.infinity`
  case `FloatingPoint.isFinite`
  case `FloatingPoint.isInfinite`
  case `FloatingPoint.isNaN`
  case `FloatingPoint.isZero`
  case `FloatingPoint.magnitude`
  case `FloatingPoint.nan`
  case `FloatingPoint.pi`
  case `FloatingPoint.remainder(dividingBy:)`
  case `FloatingPoint.round()`
  case `FloatingPoint.rounded()`
  case `FloatingPoint.rounded(_:)`
  case `FloatingPoint.sign`
  case `FloatingPoint.squareRoot()`
  case `FloatingPoint.truncatingRemainder(dividingBy:)`
  case `FloatingPoint.zero`
  case `FloatingPointFormatStyle`
  case `FloatingPointFormatStyle.Currency`
  case `FloatingPointFormatStyle.Currency.format(_:)`
  case `FloatingPointFormatStyle.Currency.init(code:locale:)`
  case `FloatingPointFormatStyle.Percent`
  case `FloatingPointFormatStyle.Percent.format(_:)`
  case `FloatingPointFormatStyle.format(_:)`
  case `FloatingPointFormatStyle.init(locale:)`
  case `FloatingPointFormatStyle.precision(_:)`
  case `FloatingPointRoundingRule`
  case `FloatingPointSign`
  case `FocusState`
  case `FocusState.Binding`
  case `FocusState.Binding.projectedValue`
  case `FocusState.Binding.wrappedValue`
  case `FocusState.init()`
  case `FocusState.projectedValue`
  case `FocusState.wrappedValue`
  case `Font`
  case `Font.Design`
  case `Font.TextStyle`
  case `Font.Weight`
  case `Font.Weight.black`
  case `Font.Weight.bold`
  case `Font.Weight.heavy`
  case `Font.Weight.light`
  case `Font.Weight.medium`
  case `Font.Weight.regular`
  case `Font.Weight.semibold`
  case `Font.Weight.thin`
  case `Font.Weight.ultraLight`
  case `Font.Width`
  case `Font.Width.compressed`
  case `Font.Width.condensed`
  case `Font.Width.expanded`
  case `Font.Width.init(_:)`
  case `Font.Width.standard`
  case `Font.Width.value`
  case `Font.body`
  case `Font.bold()`
  case `Font.callout`
  case `Font.caption`
  case `Font.caption2`
  case `Font.custom(_:size:)`
  case `Font.default`
  case `Font.footnote`
  case `Font.headline`
  case `Font.init(_:)`
  case `Font.italic()`
  case `Font.largeTitle`
  case `Font.monospaced()`
  case `Font.monospacedDigit()`
  case `Font.subheadline`
  case `Font.system(_:design:weight:)`
  case `Font.system(size:weight:design:)`
  case `Font.title`
  case `Font.title2`
  case `Font.title3`
  case `Font.weight(_:)`
  case `Font.width(_:)`
  case `ForEach`
  case `ForEach.init(_:content:)`
  case `ForEach.init(_:id:content:)`
  case `ForEach.init(subviews:content:)`
  case `ForEachSubviewCollection`
  case `ForegroundStyle`
  case `Form`
  case `Form.init(content:)`
  case `FormStyle`
  case `FormStyle.automatic`
  case `FormStyle.columns`
  case `FormStyle.grouped`
  case `FormatStyle`
  case `FormatStyle.currency(code:)`
  case `FormatStyle.dateTime`
  case `FormatStyle.format(_:)`
  case `FormatStyle.number`
  case `FormatStyle.percent`
  case `Formatter`
  case `GeometryEffect`
  case `GeometryEffect.effectValue(size:)`
  case `GeometryProxy`
  case `GeometryProxy.bounds(of:)`
  case `GeometryProxy.frame(in:)`
  case `GeometryProxy.safeAreaInsets`
  case `GeometryProxy.size`
  case `GeometryProxy.subscript(_:)`
  case `GeometryReader`
  case `GeometryReader.init(content:)`
  case `Gesture`
  case `Gesture.body`
  case `Gesture.exclusively(before:)`
  case `Gesture.handActivationBehavior(_:)`
  case `Gesture.map(_:)`
  case `Gesture.modifiers(_:)`
  case `Gesture.onChanged(_:)`
  case `Gesture.onEnded(_:)`
  case `Gesture.sequenced(before:)`
  case `Gesture.simultaneously(with:)`
  case `Gesture.updating(_:body:)`
  case `GestureMask`
  case `GestureMask.all`
  case `GestureMask.gesture`
  case `GestureMask.none`
  case `GestureMask.subviews`
  case `GestureState`
  case `GestureState.init(initialValue:)`
  case `GestureState.init(initialValue:reset:)`
  case `GestureState.init(initialValue:resetTransaction:)`
  case `GestureState.init(reset:)`
  case `GestureState.init(resetTransaction:)`
  case `GestureState.init(wrappedValue:)`
  case `GestureState.init(wrappedValue:reset:)`
  case `GestureState.init(wrappedValue:resetTransaction:)`
  case `GestureState.projectedValue`
  case `GestureState.wrappedValue`
  case `GestureStateGesture`
  case `GestureStateGesture.base`
  case `GestureStateGesture.body`
  case `GestureStateGesture.init(base:state:body:)`
  case `GestureStateGesture.state`
  case `Glass`
  case `Glass.clear`
  case `Glass.identity`
  case `Glass.interactive(_:)`
  case `Glass.regular`
  case `Glass.tint(_:)`
  case `GlobalCoordinateSpace`
  case `GlobalCoordinateSpace.coordinateSpace`
  case `Gradient`
  case `Gradient.ColorSpace`
  case `Gradient.ColorSpace.device`
  case `Gradient.ColorSpace.perceptual`
  case `Gradient.Stop`
  case `Gradient.Stop.color`
  case `Gradient.Stop.init(color:location:)`
  case `Gradient.Stop.location`
  case `Gradient.init(colors:)`
  case `Gradient.init(stops:)`
  case `Gradient.stops`
  case `GraphicalDatePickerStyle`
  case `GraphicalDatePickerStyle.init()`
  case `GraphicsContext`
  case `GraphicsContext.BlendMode`
  case `GraphicsContext.BlendMode.clear`
  case `GraphicsContext.BlendMode.color`
  case `GraphicsContext.BlendMode.colorBurn`
  case `GraphicsContext.BlendMode.colorDodge`
  case `GraphicsContext.BlendMode.copy`
  case `GraphicsContext.BlendMode.darken`
  case `GraphicsContext.BlendMode.destinationAtop`
  case `GraphicsContext.BlendMode.destinationIn`
  case `GraphicsContext.BlendMode.destinationOut`
  case `GraphicsContext.BlendMode.destinationOver`
  case `GraphicsContext.BlendMode.difference`
  case `GraphicsContext.BlendMode.exclusion`
  case `GraphicsContext.BlendMode.hardLight`
  case `GraphicsContext.BlendMode.hue`
  case `GraphicsContext.BlendMode.lighten`
  case `GraphicsContext.BlendMode.luminosity`
  case `GraphicsContext.BlendMode.multiply`
  case `GraphicsContext.BlendMode.normal`
  case `GraphicsContext.BlendMode.overlay`
  case `GraphicsContext.BlendMode.plusDarker`
  case `GraphicsContext.BlendMode.plusLighter`
  case `GraphicsContext.BlendMode.saturation`
  case `GraphicsContext.BlendMode.screen`
  case `GraphicsContext.BlendMode.softLight`
  case `GraphicsContext.BlendMode.sourceAtop`
  case `GraphicsContext.BlendMode.sourceIn`
  case `GraphicsContext.BlendMode.sourceOut`
  case `GraphicsContext.BlendMode.xor`
  case `GraphicsContext.BlurOptions`
  case `GraphicsContext.BlurOptions.init()`
  case `GraphicsContext.Filter`
  case `GraphicsContext.Filter.alphaThreshold(min:max:color:)`
  case `GraphicsContext.Filter.blur(radius:options:)`
  case `GraphicsContext.Filter.brightness(_:)`
  case `GraphicsContext.Filter.colorInvert(_:)`
  case `GraphicsContext.Filter.colorMultiply(_:)`
  case `GraphicsContext.Filter.colorShader(_:)`
  case `GraphicsContext.Filter.contrast(_:)`
  case `GraphicsContext.Filter.distortionShader(_:maxSampleOffset:)`
  case `GraphicsContext.Filter.grayscale(_:)`
  case `GraphicsContext.Filter.hueRotation(_:)`
  case `GraphicsContext.Filter.layerShader(_:maxSampleOffset:)`
  case `GraphicsContext.Filter.luminanceToAlpha`
  case `GraphicsContext.Filter.saturation(_:)`
  case `GraphicsContext.Filter.shadow(color:radius:x:y:blendMode:options:)`
  case `GraphicsContext.FilterOptions`
  case `GraphicsContext.FilterOptions.init()`
  case `GraphicsContext.GradientOptions`
  case `GraphicsContext.GradientOptions.init()`
  case `GraphicsContext.ResolvedImage`
  case `GraphicsContext.ResolvedSymbol`
  case `GraphicsContext.Shading`
  case `GraphicsContext.Shading.color(_:)`
  case `GraphicsContext.Shading.conicGradient(_:center:angle:options:)`
  case `GraphicsContext.Shading.foreground`
  case `GraphicsContext.Shading.linearGradient(_:startPoint:endPoint:options:)`
  case `GraphicsContext.Shading.radialGradient(_:center:startRadius:endRadius:options:)`
  case `GraphicsContext.ShadowOptions`
  case `GraphicsContext.ShadowOptions.disablesGroup`
  case `GraphicsContext.ShadowOptions.init()`
  case `GraphicsContext.ShadowOptions.invertsAlpha`
  case `GraphicsContext.ShadowOptions.shadowAbove`
  case `GraphicsContext.ShadowOptions.shadowOnly`
  case `GraphicsContext.addFilter(_:options:)`
  case `GraphicsContext.blendMode`
  case `GraphicsContext.concatenate(_:)`
  case `GraphicsContext.draw(_:at:anchor:)`
  case `GraphicsContext.draw(_:in:)`
  case `GraphicsContext.draw(_:in:style:)`
  case `GraphicsContext.draw(_:options:)`
  case `GraphicsContext.drawLayer(content:)`
  case `GraphicsContext.fill(_:with:style:)`
  case `GraphicsContext.opacity`
  case `GraphicsContext.resolve(_:)`
  case `GraphicsContext.resolveSymbol(id:)`
  case `GraphicsContext.rotate(by:)`
  case `GraphicsContext.scaleBy(x:y:)`
  case `GraphicsContext.stroke(_:with:lineWidth:)`
  case `GraphicsContext.stroke(_:with:style:)`
  case `GraphicsContext.transform`
  case `GraphicsContext.translateBy(x:y:)`
  case `Grid`
  case `Grid.init(alignment:horizontalSpacing:verticalSpacing:content:)`
  case `GridItem`
  case `GridItem.Size`
  case `GridItem.Size.adaptive(minimum:maximum:)`
  case `GridItem.Size.fixed(_:)`
  case `GridItem.Size.flexible(minimum:maximum:)`
  case `GridItem.alignment`
  case `GridItem.init(_:spacing:alignment:)`
  case `GridItem.size`
  case `GridItem.spacing`
  case `GridRow`
  case `GridRow.init(alignment:content:)`
  case `Group`
  case `Group.init(content:)`
  case `Group.init(subviews:transform:)`
  case `GroupBox`
  case `GroupBox.init(_:content:)`
  case `GroupBox.init(content:)`
  case `GroupBox.init(content:label:)`
  case `GroupBox.init(label:content:)`
  case `GroupElementsOfContent`
  case `GroupedFormStyle`
  case `GroupedFormStyle.init()`
  case `GroupedListStyle`
  case `GroupedListStyle.init()`
  case `HStack`
  case `HStack.init(alignment:spacing:content:)`
  case `HTTPURLResponse`
  case `HTTPURLResponse.statusCode`
  case `HandActivationBehavior`
  case `HandActivationBehavior.automatic`
  case `HandActivationBehavior.pinch`
  case `HandGestureShortcut`
  case `HandGestureShortcut.primaryAction`
  case `Hashable`
  case `Hashable.hash(into:)`
  case `Hashable.hashValue`
  case `Hasher`
  case `Hasher.combine(_:)`
  case `Hasher.finalize()`
  case `Hasher.init()`
  case `HierarchicalShapeStyle`
  case `HierarchicalShapeStyle.opacity(_:)`
  case `HorizontalAlignment`
  case `HorizontalAlignment.center`
  case `HorizontalAlignment.init(_:)`
  case `HorizontalAlignment.leading`
  case `HorizontalAlignment.trailing`
  case `HorizontalEdge`
  case `HoverEffect`
  case `HoverEffect.automatic`
  case `HoverEffect.highlight`
  case `HoverEffect.lift`
  case `ISO8601DateFormatter`
  case `ISO8601DateFormatter.Options`
  case `ISO8601DateFormatter.Options.withColonSeparatorInTime`
  case `ISO8601DateFormatter.Options.withColonSeparatorInTimeZone`
  case `ISO8601DateFormatter.Options.withDashSeparatorInDate`
  case `ISO8601DateFormatter.Options.withDay`
  case `ISO8601DateFormatter.Options.withFractionalSeconds`
  case `ISO8601DateFormatter.Options.withFullDate`
  case `ISO8601DateFormatter.Options.withFullTime`
  case `ISO8601DateFormatter.Options.withInternetDateTime`
  case `ISO8601DateFormatter.Options.withMonth`
  case `ISO8601DateFormatter.Options.withSpaceBetweenDateAndTime`
  case `ISO8601DateFormatter.Options.withTime`
  case `ISO8601DateFormatter.Options.withTimeZone`
  case `ISO8601DateFormatter.Options.withWeekOfYear`
  case `ISO8601DateFormatter.Options.withYear`
  case `ISO8601DateFormatter.date(from:)`
  case `ISO8601DateFormatter.formatOptions`
  case `ISO8601DateFormatter.init()`
  case `ISO8601DateFormatter.string(from:)`
  case `ISO8601DateFormatter.timeZone`
  case `IconOnlyLabelStyle`
  case `IconOnlyLabelStyle.init()`
  case `Identifiable`
  case `Identifiable.id`
  case `Image`
  case `Image.Interpolation`
  case `Image.ResizingMode`
  case `Image.Scale`
  case `Image.TemplateRenderingMode`
  case `Image.antialiased(_:)`
  case `Image.init(_:)`
  case `Image.init(_:bundle:)`
  case `Image.init(_:variableValue:bundle:)`
  case `Image.init(decorative:bundle:)`
  case `Image.init(systemName:)`
  case `Image.init(systemName:variableValue:)`
  case `Image.init(uiImage:)`
  case `Image.interpolation(_:)`
  case `Image.renderingMode(_:)`
  case `Image.resizable()`
  case `Image.resizable(capInsets:resizingMode:)`
  case `Image.symbolRenderingMode(_:)`
  case `ImagePaint`
  case `ImagePaint.image`
  case `ImagePaint.init(image:sourceRect:scale:)`
  case `ImagePaint.scale`
  case `ImagePaint.sourceRect`
  case `ImageResource`
  case `ImageResource.init(name:bundle:)`
  case `ImageResource.subscript(dynamicMember:)`
  case `IndexSet`
  case `IndexSet.contains(_:)`
  case `IndexSet.init()`
  case `IndexSet.init(_:)`
  case `IndexSet.init(integer:)`
  case `IndexSet.init(integersIn:)`
  case `IndexSet.insert(_:)`
  case `IndexSet.max()`
  case `IndexSet.min()`
  case `IndexSet.remove(_:)`
  case `IndexSet.removeAll()`
  case `IndexSet.sorted()`
  case `IndexViewStyle`
  case `IndexViewStyle.page`
  case `IndexViewStyle.page(backgroundDisplayMode:)`
  case `InlinePickerStyle`
  case `InlinePickerStyle.init()`
  case `InsetGroupedListStyle`
  case `InsetGroupedListStyle.init()`
  case `InsetListStyle`
  case `InsetListStyle.init()`
  case `InsettableShape`
  case `InsettableShape.inset(by:)`
  case `InsettableShape.strokeBorder(_:lineWidth:antialiased:)`
  case `InsettableShape.strokeBorder(_:style:antialiased:)`
  case `InsettableShape.strokeBorder(lineWidth:antialiased:)`
  case `InsettableShape.strokeBorder(style:antialiased:)`
  case `InstantProtocol`
  case `InstantProtocol.advanced(by:)`
  case `InstantProtocol.duration(to:)`
  case `Int`
  case `Int.&(_:_:)`
  case `Int.&*(_:_:)`
  case `Int.&*=(_:_:)`
  case `Int.&+(_:_:)`
  case `Int.&+=(_:_:)`
  case `Int.&-(_:_:)`
  case `Int.&-=(_:_:)`
  case `Int.&<<(_:_:)`
  case `Int.&=(_:_:)`
  case `Int.&>>(_:_:)`
  case `Int.<<(_:_:)`
  case `Int.<<=(_:_:)`
  case `Int.>>(_:_:)`
  case `Int.>>=(_:_:)`
  case `Int.^(_:_:)`
  case `Int.^=(_:_:)`
  case `Int.addingReportingOverflow(_:)`
  case `Int.bitWidth`
  case `Int.init()`
  case `Int.init(_:)`
  case `Int.init(exactly:)`
  case `Int.magnitude`
  case `Int.max`
  case `Int.min`
  case `Int.multipliedReportingOverflow(by:)`
  case `Int.random(in:)`
  case `Int.signum()`
  case `Int.subtractingReportingOverflow(_:)`
  case `Int.zero`
  case `Int.|(_:_:)`
  case `Int.|=(_:_:)`
  case `Int.~(_:)`
  case `IntegerFormatStyle`
  case `IntegerFormatStyle.Currency`
  case `IntegerFormatStyle.Percent`
  case `IntegerFormatStyle.format(_:)`
  case `IntegerFormatStyle.init(locale:)`
  case `InterfaceOrientation`
  case `InterfaceOrientation.landscapeLeft`
  case `InterfaceOrientation.landscapeRight`
  case `InterfaceOrientation.portrait`
  case `InterfaceOrientation.portraitUpsideDown`
  case `JSONDecoder`
  case `JSONDecoder.DateDecodingStrategy`
  case `JSONDecoder.KeyDecodingStrategy`
  case `JSONDecoder.dateDecodingStrategy`
  case `JSONDecoder.decode(_:from:)`
  case `JSONDecoder.init()`
  case `JSONDecoder.keyDecodingStrategy`
  case `JSONEncoder`
  case `JSONEncoder.DateEncodingStrategy`
  case `JSONEncoder.KeyEncodingStrategy`
  case `JSONEncoder.OutputFormatting`
  case `JSONEncoder.OutputFormatting.prettyPrinted`
  case `JSONEncoder.OutputFormatting.sortedKeys`
  case `JSONEncoder.OutputFormatting.withoutEscapingSlashes`
  case `JSONEncoder.dateEncodingStrategy`
  case `JSONEncoder.encode(_:)`
  case `JSONEncoder.init()`
  case `JSONEncoder.keyEncodingStrategy`
  case `JSONEncoder.outputFormatting`
  case `JoinedSequence`
  case `Just`
  case `Just.init(_:)`
  case `Just.output`
  case `KeyPath`
  case `KeyedDecodingContainer`
  case `KeyedDecodingContainer.allKeys`
  case `KeyedDecodingContainer.codingPath`
  case `KeyedDecodingContainer.contains(_:)`
  case `KeyedDecodingContainer.decode(_:forKey:)`
  case `KeyedDecodingContainer.decodeIfPresent(_:forKey:)`
  case `KeyedDecodingContainer.decodeNil(forKey:)`
  case `KeyedDecodingContainer.nestedContainer(keyedBy:forKey:)`
  case `KeyedDecodingContainer.nestedUnkeyedContainer(forKey:)`
  case `KeyedEncodingContainer`
  case `KeyedEncodingContainer.codingPath`
  case `KeyedEncodingContainer.encode(_:forKey:)`
  case `KeyedEncodingContainer.encodeIfPresent(_:forKey:)`
  case `KeyedEncodingContainer.encodeNil(forKey:)`
  case `KeyedEncodingContainer.nestedContainer(keyedBy:forKey:)`
  case `KeyedEncodingContainer.nestedUnkeyedContainer(forKey:)`
  case `KeyframeAnimator`
  case `KeyframeAnimator.init(initialValue:repeating:content:keyframes:)`
  case `KeyframeAnimator.init(initialValue:trigger:content:keyframes:)`
  case `KeyframeTrack`
  case `KeyframeTrack.init(_:content:)`
  case `KeyframeTrack.init(content:)`
  case `KeyframeTrackContent`
  case `Keyframes`
  case `Label`
  case `Label.init(_:image:)`
  case `Label.init(_:systemImage:)`
  case `Label.init(title:icon:)`
  case `LabelStyle`
  case `LabelStyle.automatic`
  case `LabelStyle.iconOnly`
  case `LabelStyle.makeBody(configuration:)`
  case `LabelStyle.titleAndIcon`
  case `LabelStyle.titleOnly`
  case `LabelStyleConfiguration`
  case `LabelStyleConfiguration.Icon`
  case `LabelStyleConfiguration.Title`
  case `LabelStyleConfiguration.icon`
  case `LabelStyleConfiguration.title`
  case `LabeledContent`
  case `LabeledContent.init(_:content:)`
  case `LabeledContent.init(_:value:)`
  case `LabeledContent.init(_:value:format:)`
  case `LabeledContent.init(content:label:)`
  case `Layout`
  case `Layout.callAsFunction(_:)`
  case `Layout.placeSubviews(in:proposal:subviews:cache:)`
  case `Layout.sizeThatFits(proposal:subviews:cache:)`
  case `LayoutDirection`
  case `LayoutSubview`
  case `LayoutSubview.dimensions(in:)`
  case `LayoutSubview.place(at:anchor:proposal:)`
  case `LayoutSubview.priority`
  case `LayoutSubview.sizeThatFits(_:)`
  case `LayoutSubview.spacing`
  case `LayoutSubviews`
  case `LayoutSubviews.count`
  case `LayoutSubviews.enumerated()`
  case `LayoutSubviews.filter(_:)`
  case `LayoutSubviews.first`
  case `LayoutSubviews.forEach(_:)`
  case `LayoutSubviews.indices`
  case `LayoutSubviews.isEmpty`
  case `LayoutSubviews.last`
  case `LayoutSubviews.map(_:)`
  case `LayoutSubviews.reduce(_:_:)`
  case `LayoutSubviews.subscript(_:)`
  case `LazyHGrid`
  case `LazyHGrid.init(rows:alignment:spacing:content:)`
  case `LazyHGrid.init(rows:alignment:spacing:pinnedViews:content:)`
  case `LazyHStack`
  case `LazyHStack.init(alignment:spacing:content:)`
  case `LazyHStack.init(alignment:spacing:pinnedViews:content:)`
  case `LazyVGrid`
  case `LazyVGrid.init(columns:alignment:spacing:content:)`
  case `LazyVGrid.init(columns:alignment:spacing:pinnedViews:content:)`
  case `LazyVStack`
  case `LazyVStack.init(alignment:spacing:content:)`
  case `LazyVStack.init(alignment:spacing:pinnedViews:content:)`
  case `LegibilityWeight`
  case `LinearGradient`
  case `LinearGradient.init(colors:startPoint:endPoint:)`
  case `LinearGradient.init(gradient:startPoint:endPoint:)`
  case `LinearGradient.init(stops:startPoint:endPoint:)`
  case `LinearKeyframe`
  case `LinearKeyframe.init(_:duration:timingCurve:)`
  case `LinearProgressViewStyle`
  case `LinearProgressViewStyle.init()`
  case `Link`
  case `Link.init(_:destination:)`
  case `Link.init(destination:label:)`
  case `List`
  case `List.init(_:children:rowContent:)`
  case `List.init(_:id:children:rowContent:)`
  case `List.init(_:id:rowContent:)`
  case `List.init(_:id:selection:rowContent:)`
  case `List.init(_:rowContent:)`
  case `List.init(_:selection:rowContent:)`
  case `List.init(content:)`
  case `List.init(selection:content:)`
  case `ListStyle`
  case `ListStyle.automatic`
  case `ListStyle.grouped`
  case `ListStyle.inset`
  case `ListStyle.insetGrouped`
  case `ListStyle.plain`
  case `ListStyle.sidebar`
  case `LocalCoordinateSpace`
  case `LocalCoordinateSpace.coordinateSpace`
  case `Locale`
  case `Locale.Currency`
  case `Locale.Currency.identifier`
  case `Locale.Currency.init(_:)`
  case `Locale.autoupdatingCurrent`
  case `Locale.currency`
  case `Locale.currencyCode`
  case `Locale.currencySymbol`
  case `Locale.current`
  case `Locale.identifier`
  case `Locale.init(identifier:)`
  case `Locale.languageCode`
  case `Locale.regionCode`
  case `LocalizedError`
  case `LocalizedError.errorDescription`
  case `LocalizedError.failureReason`
  case `LocalizedError.helpAnchor`
  case `LocalizedError.recoverySuggestion`
  case `LocalizedStringKey`
  case `LocalizedStringKey.StringInterpolation`
  case `LocalizedStringKey.StringInterpolation.appendInterpolation(_:format:)`
  case `LocalizedStringKey.StringInterpolation.appendInterpolation(_:style:)`
  case `LocalizedStringKey.init(_:)`
  case `LongPressGesture`
  case `LongPressGesture.init(minimumDuration:maximumDistance:)`
  case `LongPressGesture.maximumDistance`
  case `LongPressGesture.minimumDuration`
  case `LosslessStringConvertible`
  case `MagnificationGesture`
  case `MagnificationGesture.init(minimumScaleDelta:)`
  case `MagnificationGesture.minimumScaleDelta`
  case `MagnifyGesture`
  case `MagnifyGesture.Value`
  case `MagnifyGesture.Value.magnification`
  case `MagnifyGesture.Value.startAnchor`
  case `MagnifyGesture.Value.startLocation`
  case `MagnifyGesture.Value.time`
  case `MagnifyGesture.Value.velocity`
  case `MagnifyGesture.init(minimumScaleDelta:)`
  case `MagnifyGesture.minimumScaleDelta`
  case `MainActor`
  case `MainActor.run(resultType:body:)`
  case `MatchedGeometryProperties`
  case `MatchedGeometryProperties.frame`
  case `MatchedGeometryProperties.init(rawValue:)`
  case `MatchedGeometryProperties.position`
  case `MatchedGeometryProperties.rawValue`
  case `MatchedGeometryProperties.size`
  case `MatchedTransitionSourceConfiguration`
  case `MatchedTransitionSourceConfiguration.background(_:)`
  case `MatchedTransitionSourceConfiguration.clipShape(_:)`
  case `MatchedTransitionSourceConfiguration.shadow(color:radius:x:y:)`
  case `Material`
  case `Material.bar`
  case `Material.regular`
  case `Material.regularMaterial`
  case `Material.thick`
  case `Material.thickMaterial`
  case `Material.thin`
  case `Material.thinMaterial`
  case `Material.ultraThick`
  case `Material.ultraThickMaterial`
  case `Material.ultraThin`
  case `Material.ultraThinMaterial`
  case `Menu`
  case `Menu.init(_:content:)`
  case `Menu.init(_:content:primaryAction:)`
  case `Menu.init(content:label:)`
  case `Menu.init(content:label:primaryAction:)`
  case `MenuPickerStyle`
  case `MenuPickerStyle.init()`
  case `MeshGradient`
  case `MeshGradient.init(width:height:points:colors:background:smoothsColors:)`
  case `MoveKeyframe`
  case `MoveKeyframe.init(_:)`
  case `MutableCollection`
  case `NSAttributedString`
  case `NSAttributedString.Key`
  case `NSAttributedString.Key.backgroundColor`
  case `NSAttributedString.Key.font`
  case `NSAttributedString.Key.foregroundColor`
  case `NSAttributedString.Key.kern`
  case `NSAttributedString.Key.paragraphStyle`
  case `NSAttributedString.Key.strikethroughStyle`
  case `NSAttributedString.Key.underlineStyle`
  case `NSAttributedString.boundingRect(with:options:context:)`
  case `NSAttributedString.init(string:attributes:)`
  case `NSAttributedString.length`
  case `NSAttributedString.size()`
  case `NSAttributedString.string`
  case `NSCache`
  case `NSCache.countLimit`
  case `NSCache.init()`
  case `NSCache.name`
  case `NSCache.object(forKey:)`
  case `NSCache.removeAllObjects()`
  case `NSCache.removeObject(forKey:)`
  case `NSCache.setObject(_:forKey:)`
  case `NSCache.setObject(_:forKey:cost:)`
  case `NSCache.totalCostLimit`
  case `NSCoder`
  case `NSItemProvider`
  case `NSItemProvider.hasItemConformingToTypeIdentifier(_:)`
  case `NSItemProvider.init()`
  case `NSItemProvider.init(item:typeIdentifier:)`
  case `NSItemProvider.init(object:)`
  case `NSItemProvider.registeredTypeIdentifiers`
  case `NSItemProviderWriting`
  case `NSLayoutConstraint`
  case `NSLayoutConstraint.Axis`
  case `NSLayoutConstraint.activate(_:)`
  case `NSLayoutConstraint.constant`
  case `NSLayoutConstraint.deactivate(_:)`
  case `NSLayoutConstraint.isActive`
  case `NSLayoutConstraint.priority`
  case `NSLayoutDimension`
  case `NSLayoutDimension.constraint(equalTo:)`
  case `NSLayoutDimension.constraint(equalTo:multiplier:)`
  case `NSLayoutDimension.constraint(equalToConstant:)`
  case `NSLayoutXAxisAnchor`
  case `NSLayoutXAxisAnchor.constraint(equalTo:)`
  case `NSLayoutXAxisAnchor.constraint(equalTo:constant:)`
  case `NSLayoutYAxisAnchor`
  case `NSLayoutYAxisAnchor.constraint(equalTo:)`
  case `NSLayoutYAxisAnchor.constraint(equalTo:constant:)`
  case `NSMutableAttributedString`
  case `NSMutableAttributedString.addAttribute(_:value:range:)`
  case `NSMutableAttributedString.addAttributes(_:range:)`
  case `NSMutableAttributedString.append(_:)`
  case `NSNotFound`
  case `NSNotification`
  case `NSNumber`
  case `NSNumber.doubleValue`
  case `NSNumber.init(value:)`
  case `NSNumber.intValue`
  case `NSObject`
  case `NSObject.description`
  case `NSObject.init()`
  case `NSObject.isEqual(_:)`
  case `NSObjectProtocol`
  case `NSSearchPathForDirectoriesInDomains(_:_:_:)`
  case `NSSecureCoding`
  case `NSString`
  case `NSString.init(string:)`
  case `NSString.length`
  case `NSStringDrawingContext`
  case `NSStringDrawingOptions`
  case `NSStringDrawingOptions.truncatesLastVisibleLine`
  case `NSStringDrawingOptions.usesFontLeading`
  case `NSStringDrawingOptions.usesLineFragmentOrigin`
  case `NSTextAlignment`
  case `NSValue`
  case `NSValue.cgPointValue`
  case `NSValue.cgRectValue`
  case `NSValue.cgSizeValue`
  case `NSValue.init(cgPoint:)`
  case `NSValue.init(cgRect:)`
  case `NSValue.init(cgSize:)`
  case `NamedCoordinateSpace`
  case `NamedCoordinateSpace.coordinateSpace`
  case `NamedCoordinateSpace.named(_:)`
  case `Namespace`
  case `Namespace.ID`
  case `Namespace.init()`
  case `Namespace.wrappedValue`
  case `NavigationBarItem`
  case `NavigationBarItem.TitleDisplayMode`
  case `NavigationLink`
  case `NavigationLink.init(_:destination:)`
  case `NavigationLink.init(_:destination:isActive:)`
  case `NavigationLink.init(_:value:)`
  case `NavigationLink.init(destination:isActive:label:)`
  case `NavigationLink.init(destination:label:)`
  case `NavigationLink.init(destination:tag:selection:label:)`
  case `NavigationLink.init(tag:selection:destination:label:)`
  case `NavigationLink.init(value:label:)`
  case `NavigationLink.isDetailLink(_:)`
  case `NavigationLinkPickerStyle`
  case `NavigationLinkPickerStyle.init()`
  case `NavigationPath`
  case `NavigationPath.CodableRepresentation`
  case `NavigationPath.append(_:)`
  case `NavigationPath.codable`
  case `NavigationPath.count`
  case `NavigationPath.init()`
  case `NavigationPath.init(_:)`
  case `NavigationPath.isEmpty`
  case `NavigationPath.removeLast(_:)`
  case `NavigationSplitView`
  case `NavigationSplitView.init(columnVisibility:sidebar:content:detail:)`
  case `NavigationSplitView.init(columnVisibility:sidebar:detail:)`
  case `NavigationSplitView.init(sidebar:content:detail:)`
  case `NavigationSplitView.init(sidebar:detail:)`
  case `NavigationSplitViewStyle`
  case `NavigationSplitViewStyle.automatic`
  case `NavigationSplitViewStyle.balanced`
  case `NavigationSplitViewStyle.prominentDetail`
  case `NavigationSplitViewVisibility`
  case `NavigationSplitViewVisibility.all`
  case `NavigationSplitViewVisibility.automatic`
  case `NavigationSplitViewVisibility.detailOnly`
  case `NavigationSplitViewVisibility.doubleColumn`
  case `NavigationStack`
  case `NavigationStack.init(path:root:)`
  case `NavigationStack.init(root:)`
  case `NavigationTransition`
  case `NavigationTransition.automatic`
  case `NavigationTransition.zoom(sourceID:in:)`
  case `NavigationView`
  case `NavigationView.init(content:)`
  case `NavigationViewStyle`
  case `NavigationViewStyle.automatic`
  case `NavigationViewStyle.columns`
  case `NavigationViewStyle.stack`
  case `Never`
  case `Notification`
  case `Notification.Name`
  case `Notification.Name.init(_:)`
  case `Notification.Name.init(rawValue:)`
  case `Notification.Name.rawValue`
  case `Notification.init(name:object:userInfo:)`
  case `Notification.name`
  case `Notification.object`
  case `Notification.userInfo`
  case `NotificationCenter`
  case `NotificationCenter.Publisher`
  case `NotificationCenter.addObserver(forName:object:queue:using:)`
  case `NotificationCenter.default`
  case `NotificationCenter.post(_:)`
  case `NotificationCenter.post(name:object:userInfo:)`
  case `NotificationCenter.publisher(for:object:)`
  case `NotificationCenter.removeObserver(_:)`
  case `NumberFormatStyleConfiguration`
  case `NumberFormatStyleConfiguration.Precision`
  case `NumberFormatStyleConfiguration.Precision.fractionLength(_:)`
  case `NumberFormatStyleConfiguration.Precision.integerLength(_:)`
  case `NumberFormatStyleConfiguration.Precision.significantDigits(_:)`
  case `NumberFormatter`
  case `NumberFormatter.Style`
  case `NumberFormatter.currencyCode`
  case `NumberFormatter.init()`
  case `NumberFormatter.locale`
  case `NumberFormatter.maximumFractionDigits`
  case `NumberFormatter.minimumFractionDigits`
  case `NumberFormatter.minimumIntegerDigits`
  case `NumberFormatter.numberStyle`
  case `NumberFormatter.string(for:)`
  case `NumberFormatter.string(from:)`
  case `NumberFormatter.usesGroupingSeparator`
  case `Numeric`
  case `Numeric.*(_:_:)`
  case `Numeric.*=(_:_:)`
  case `Numeric.+(_:_:)`
  case `Numeric.+=(_:_:)`
  case `Numeric.-(_:_:)`
  case `Numeric.-=(_:_:)`
  case `ObservableObject`
  case `ObservableObject.objectWillChange`
  case `ObservableObjectPublisher`
  case `ObservableObjectPublisher.init()`
  case `ObservableObjectPublisher.send()`
  case `ObservedObject`
  case `ObservedObject.Wrapper`
  case `ObservedObject.init(wrappedValue:)`
  case `ObservedObject.projectedValue`
  case `ObservedObject.wrappedValue`
  case `OpenURLAction`
  case `OpenURLAction.Result`
  case `OpenURLAction.Result.discarded`
  case `OpenURLAction.Result.handled`
  case `OpenURLAction.Result.systemAction`
  case `OpenURLAction.Result.systemAction(_:)`
  case `OpenURLAction.callAsFunction(_:)`
  case `OpenURLAction.callAsFunction(_:completion:)`
  case `OpenURLAction.init(handler:)`
  case `OperationQueue`
  case `OperationQueue.main`
  case `OptionSet`
  case `OptionSet.init()`
  case `OptionSet.init(arrayLiteral:)`
  case `Optional`
  case `Optional.debugDescription`
  case `Optional.flatMap(_:)`
  case `Optional.init(_:)`
  case `Optional.map(_:)`
  case `OutlineGroup`
  case `OutlineGroup.init(_:children:content:)`
  case `OutlineGroup.init(_:id:children:content:)`
  case `OutlineSubgroupChildren`
  case `PageIndexViewStyle`
  case `PageIndexViewStyle.BackgroundDisplayMode`
  case `PageIndexViewStyle.BackgroundDisplayMode.always`
  case `PageIndexViewStyle.BackgroundDisplayMode.automatic`
  case `PageIndexViewStyle.BackgroundDisplayMode.interactive`
  case `PageIndexViewStyle.BackgroundDisplayMode.never`
  case `PageIndexViewStyle.init(backgroundDisplayMode:)`
  case `PageTabViewStyle`
  case `PageTabViewStyle.IndexDisplayMode`
  case `PageTabViewStyle.IndexDisplayMode.always`
  case `PageTabViewStyle.IndexDisplayMode.automatic`
  case `PageTabViewStyle.IndexDisplayMode.never`
  case `PageTabViewStyle.init(indexDisplayMode:)`
  case `PagingScrollTargetBehavior`
  case `PagingScrollTargetBehavior.init()`
  case `PalettePickerStyle`
  case `PalettePickerStyle.init()`
  case `ParseableFormatStyle`
  case `PartialRangeFrom`
  case `PartialRangeFrom.contains(_:)`
  case `PartialRangeFrom.lowerBound`
  case `PartialRangeThrough`
  case `PartialRangeThrough.contains(_:)`
  case `PartialRangeThrough.upperBound`
  case `PartialRangeUpTo`
  case `PartialRangeUpTo.contains(_:)`
  case `PartialRangeUpTo.upperBound`
  case `PassthroughSubject`
  case `PassthroughSubject.init()`
  case `PassthroughSubject.send()`
  case `PassthroughSubject.send(_:)`
  case `PassthroughSubject.send(completion:)`
  case `Path`
  case `Path.addArc(center:radius:startAngle:endAngle:clockwise:transform:)`
  case `Path.addArc(tangent1End:tangent2End:radius:transform:)`
  case `Path.addCurve(to:control1:control2:)`
  case `Path.addEllipse(in:transform:)`
  case `Path.addLine(to:)`
  case `Path.addLines(_:)`
  case `Path.addPath(_:transform:)`
  case `Path.addQuadCurve(to:control:)`
  case `Path.addRect(_:transform:)`
  case `Path.addRects(_:transform:)`
  case `Path.addRelativeArc(center:radius:startAngle:delta:transform:)`
  case `Path.addRoundedRect(in:cornerRadii:style:transform:)`
  case `Path.addRoundedRect(in:cornerSize:style:transform:)`
  case `Path.applying(_:)`
  case `Path.boundingRect`
  case `Path.cgPath`
  case `Path.closeSubpath()`
  case `Path.contains(_:eoFill:)`
  case `Path.currentPoint`
  case `Path.init()`
  case `Path.init(_:)`
  case `Path.init(ellipseIn:)`
  case `Path.init(roundedRect:cornerRadii:style:)`
  case `Path.init(roundedRect:cornerRadius:style:)`
  case `Path.init(roundedRect:cornerSize:style:)`
  case `Path.isEmpty`
  case `Path.move(to:)`
  case `Path.offsetBy(dx:dy:)`
  case `Path.strokedPath(_:)`
  case `Path.trimmedPath(from:to:)`
  case `PencilDoubleTapGestureValue`
  case `PencilDoubleTapGestureValue.hoverPose`
  case `PencilHoverPose`
  case `PencilHoverPose.altitude`
  case `PencilHoverPose.anchor`
  case `PencilHoverPose.azimuth`
  case `PencilHoverPose.location`
  case `PencilHoverPose.roll`
  case `PencilHoverPose.zOffset`
  case `PencilPreferredAction`
  case `PencilPreferredAction.ignore`
  case `PencilPreferredAction.runSystemShortcut`
  case `PencilPreferredAction.showColorPalette`
  case `PencilPreferredAction.showContextualPalette`
  case `PencilPreferredAction.showInkAttributes`
  case `PencilPreferredAction.switchEraser`
  case `PencilPreferredAction.switchPrevious`
  case `PencilSqueezeGesturePhase`
  case `PencilSqueezeGestureValue`
  case `PencilSqueezeGestureValue.hoverPose`
  case `PeriodicTimelineSchedule`
  case `PeriodicTimelineSchedule.init(from:by:)`
  case `PhaseAnimator`
  case `PhaseAnimator.init(_:content:animation:)`
  case `PhaseAnimator.init(_:trigger:content:animation:)`
  case `Picker`
  case `Picker.init(_:selection:content:)`
  case `Picker.init(selection:content:label:)`
  case `Picker.init(selection:label:content:)`
  case `PickerStyle`
  case `PickerStyle.automatic`
  case `PickerStyle.inline`
  case `PickerStyle.menu`
  case `PickerStyle.navigationLink`
  case `PickerStyle.palette`
  case `PickerStyle.segmented`
  case `PickerStyle.wheel`
  case `PinnedScrollableViews`
  case `PinnedScrollableViews.init()`
  case `PinnedScrollableViews.sectionFooters`
  case `PinnedScrollableViews.sectionHeaders`
  case `PlaceholderContentView`
  case `PlainButtonStyle`
  case `PlainButtonStyle.init()`
  case `PlainListStyle`
  case `PlainListStyle.init()`
  case `PlainTextFieldStyle`
  case `PlainTextFieldStyle.init()`
  case `PopoverAttachmentAnchor`
  case `PreferenceKey`
  case `PreferenceKey.defaultValue`
  case `PreferenceKey.reduce(value:nextValue:)`
  case `PresentationBackgroundInteraction`
  case `PresentationBackgroundInteraction.automatic`
  case `PresentationBackgroundInteraction.disabled`
  case `PresentationBackgroundInteraction.enabled`
  case `PresentationBackgroundInteraction.enabled(upThrough:)`
  case `PresentationDetent`
  case `PresentationDetent.fraction(_:)`
  case `PresentationDetent.height(_:)`
  case `PresentationDetent.large`
  case `PresentationDetent.medium`
  case `PresentationMode`
  case `PresentationMode.dismiss()`
  case `PresentationMode.isPresented`
  case `Preview`
  case `Preview.ViewTraits`
  case `PreviewDevice`
  case `PreviewDevice.init(rawValue:)`
  case `PreviewDevice.rawValue`
  case `PreviewLayout`
  case `PreviewLayout.device`
  case `PreviewLayout.fixed(width:height:)`
  case `PreviewLayout.sizeThatFits`
  case `PreviewProvider`
  case `PreviewProvider.previews`
  case `PreviewTrait`
  case `PreviewTrait.fixedLayout(width:height:)`
  case `PreviewTrait.landscapeLeft`
  case `PreviewTrait.landscapeRight`
  case `PreviewTrait.portrait`
  case `PreviewTrait.portraitUpsideDown`
  case `PreviewTrait.sizeThatFitsLayout`
  case `PrimitiveButtonStyle`
  case `PrimitiveButtonStyle.automatic`
  case `PrimitiveButtonStyle.bordered`
  case `PrimitiveButtonStyle.borderedProminent`
  case `PrimitiveButtonStyle.borderless`
  case `PrimitiveButtonStyle.makeBody(configuration:)`
  case `PrimitiveButtonStyle.plain`
  case `PrimitiveButtonStyleConfiguration`
  case `PrimitiveButtonStyleConfiguration.Label`
  case `PrimitiveButtonStyleConfiguration.label`
  case `PrimitiveButtonStyleConfiguration.role`
  case `PrimitiveButtonStyleConfiguration.trigger()`
  case `ProgressView`
  case `ProgressView.init()`
  case `ProgressView.init(_:)`
  case `ProgressView.init(_:value:total:)`
  case `ProgressView.init(label:)`
  case `ProgressView.init(value:total:)`
  case `ProgressView.init(value:total:label:)`
  case `ProgressView.init(value:total:label:currentValueLabel:)`
  case `ProgressViewStyle`
  case `ProgressViewStyle.automatic`
  case `ProgressViewStyle.circular`
  case `ProgressViewStyle.linear`
  case `ProgressViewStyle.makeBody(configuration:)`
  case `ProgressViewStyleConfiguration`
  case `ProgressViewStyleConfiguration.CurrentValueLabel`
  case `ProgressViewStyleConfiguration.Label`
  case `ProgressViewStyleConfiguration.currentValueLabel`
  case `ProgressViewStyleConfiguration.fractionCompleted`
  case `ProgressViewStyleConfiguration.label`
  case `ProjectionTransform`
  case `ProjectionTransform.concatenating(_:)`
  case `ProjectionTransform.init()`
  case `ProjectionTransform.init(_:)`
  case `ProjectionTransform.isAffine`
  case `ProjectionTransform.isIdentity`
  case `Prominence`
  case `ProminentDetailNavigationSplitViewStyle`
  case `ProminentDetailNavigationSplitViewStyle.init()`
  case `ProposedViewSize`
  case `ProposedViewSize.height`
  case `ProposedViewSize.infinity`
  case `ProposedViewSize.init(_:)`
  case `ProposedViewSize.init(width:height:)`
  case `ProposedViewSize.replacingUnspecifiedDimensions(by:)`
  case `ProposedViewSize.unspecified`
  case `ProposedViewSize.width`
  case `ProposedViewSize.zero`
  case `Published`
  case `Published.Publisher`
  case `Published.init(wrappedValue:)`
  case `Publisher`
  case `Publisher.assign(to:)`
  case `Publisher.assign(to:on:)`
  case `Publisher.catch(_:)`
  case `Publisher.collect()`
  case `Publisher.combineLatest(_:)`
  case `Publisher.combineLatest(_:_:)`
  case `Publisher.compactMap(_:)`
  case `Publisher.debounce(for:scheduler:options:)`
  case `Publisher.decode(type:decoder:)`
  case `Publisher.delay(for:tolerance:scheduler:options:)`
  case `Publisher.dropFirst(_:)`
  case `Publisher.eraseToAnyPublisher()`
  case `Publisher.filter(_:)`
  case `Publisher.first()`
  case `Publisher.first(where:)`
  case `Publisher.flatMap(_:)`
  case `Publisher.last()`
  case `Publisher.last(where:)`
  case `Publisher.map(_:)`
  case `Publisher.mapError(_:)`
  case `Publisher.receive(on:options:)`
  case `Publisher.removeDuplicates()`
  case `Publisher.removeDuplicates(by:)`
  case `Publisher.replaceError(with:)`
  case `Publisher.retry(_:)`
  case `Publisher.setFailureType(to:)`
  case `Publisher.sink(receiveCompletion:receiveValue:)`
  case `Publisher.sink(receiveValue:)`
  case `Publisher.throttle(for:scheduler:latest:)`
  case `Publisher.tryMap(_:)`
  case `Publishers`
  case `Publishers.Autoconnect`
  case `Publishers.Autoconnect.upstream`
  case `Publishers.Catch`
  case `Publishers.Catch.upstream`
  case `Publishers.Collect`
  case `Publishers.Collect.upstream`
  case `Publishers.CombineLatest`
  case `Publishers.CombineLatest.a`
  case `Publishers.CombineLatest.b`
  case `Publishers.CombineLatest.init(_:_:)`
  case `Publishers.CombineLatest3`
  case `Publishers.CombineLatest3.a`
  case `Publishers.CombineLatest3.b`
  case `Publishers.CombineLatest3.c`
  case `Publishers.CombineLatest3.init(_:_:_:)`
  case `Publishers.CompactMap`
  case `Publishers.CompactMap.upstream`
  case `Publishers.Debounce`
  case `Publishers.Debounce.upstream`
  case `Publishers.Decode`
  case `Publishers.Decode.upstream`
  case `Publishers.Delay`
  case `Publishers.Delay.upstream`
  case `Publishers.Drop`
  case `Publishers.Drop.upstream`
  case `Publishers.Filter`
  case `Publishers.Filter.upstream`
  case `Publishers.First`
  case `Publishers.First.upstream`
  case `Publishers.FirstWhere`
  case `Publishers.FirstWhere.upstream`
  case `Publishers.FlatMap`
  case `Publishers.FlatMap.upstream`
  case `Publishers.Last`
  case `Publishers.Last.upstream`
  case `Publishers.LastWhere`
  case `Publishers.LastWhere.upstream`
  case `Publishers.Map`
  case `Publishers.Map.upstream`
  case `Publishers.MapError`
  case `Publishers.MapError.upstream`
  case `Publishers.ReceiveOn`
  case `Publishers.ReceiveOn.upstream`
  case `Publishers.RemoveDuplicates`
  case `Publishers.RemoveDuplicates.upstream`
  case `Publishers.ReplaceError`
  case `Publishers.ReplaceError.upstream`
  case `Publishers.Retry`
  case `Publishers.Retry.upstream`
  case `Publishers.Sequence`
  case `Publishers.Sequence.sequence`
  case `Publishers.SetFailureType`
  case `Publishers.SetFailureType.upstream`
  case `Publishers.Throttle`
  case `Publishers.Throttle.upstream`
  case `Publishers.TryMap`
  case `Publishers.TryMap.upstream`
  case `PulseSymbolEffect`
  case `PulseSymbolEffect.byLayer`
  case `PulseSymbolEffect.wholeSymbol`
  case `RadialGradient`
  case `RadialGradient.init(colors:center:startRadius:endRadius:)`
  case `RadialGradient.init(gradient:center:startRadius:endRadius:)`
  case `RadialGradient.init(stops:center:startRadius:endRadius:)`
  case `RandomAccessCollection`
  case `Range`
  case `Range.contains(_:)`
  case `Range.count`
  case `Range.first`
  case `Range.forEach(_:)`
  case `Range.init(_:)`
  case `Range.init(_:in:)`
  case `Range.isEmpty`
  case `Range.last`
  case `Range.lowerBound`
  case `Range.map(_:)`
  case `Range.randomElement()`
  case `Range.reversed()`
  case `Range.upperBound`
  case `RangeExpression`
  case `RangeReplaceableCollection`
  case `RangeSet`
  case `RangeSet.init()`
  case `RangeSet.init(_:)`
  case `RangeSet.isEmpty`
  case `RangeSet.ranges`
  case `RawRepresentable`
  case `RawRepresentable.rawValue`
  case `Rectangle`
  case `Rectangle.init()`
  case `RectangleCornerRadii`
  case `RectangleCornerRadii.bottomLeading`
  case `RectangleCornerRadii.bottomTrailing`
  case `RectangleCornerRadii.init(topLeading:bottomLeading:bottomTrailing:topTrailing:)`
  case `RectangleCornerRadii.topLeading`
  case `RectangleCornerRadii.topTrailing`
  case `RedactionReasons`
  case `RedactionReasons.invalidated`
  case `RedactionReasons.placeholder`
  case `RedactionReasons.privacy`
  case `ReplaceSymbolEffect`
  case `ReplaceSymbolEffect.byLayer`
  case `ReplaceSymbolEffect.downUp`
  case `ReplaceSymbolEffect.offUp`
  case `ReplaceSymbolEffect.upUp`
  case `ReplaceSymbolEffect.wholeSymbol`
  case `Result`
  case `Result.flatMap(_:)`
  case `Result.get()`
  case `Result.init(catching:)`
  case `Result.map(_:)`
  case `Result.mapError(_:)`
  case `RotateGesture`
  case `RotateGesture.Value`
  case `RotateGesture.Value.rotation`
  case `RotateGesture.Value.startAnchor`
  case `RotateGesture.Value.startLocation`
  case `RotateGesture.Value.time`
  case `RotateGesture.Value.velocity`
  case `RotateGesture.init(minimumAngleDelta:)`
  case `RotateGesture.minimumAngleDelta`
  case `RotateGesture3D`
  case `RotateGesture3D.Value`
  case `RotateGesture3D.Value.time`
  case `RotateGesture3D.constrainedAxis`
  case `RotateGesture3D.init(constrainedToAxis:minimumAngleDelta:)`
  case `RotateGesture3D.minimumAngleDelta`
  case `RotateSymbolEffect`
  case `RotateSymbolEffect.byLayer`
  case `RotateSymbolEffect.clockwise`
  case `RotateSymbolEffect.counterClockwise`
  case `RotateSymbolEffect.wholeSymbol`
  case `RotationAxis3D`
  case `RotationAxis3D.x`
  case `RotationAxis3D.xy`
  case `RotationAxis3D.xyz`
  case `RotationAxis3D.xz`
  case `RotationAxis3D.y`
  case `RotationAxis3D.yz`
  case `RotationAxis3D.z`
  case `RotationGesture`
  case `RotationGesture.init(minimumAngleDelta:)`
  case `RotationGesture.minimumAngleDelta`
  case `RoundedBorderTextFieldStyle`
  case `RoundedBorderTextFieldStyle.init()`
  case `RoundedCornerStyle`
  case `RoundedRectangle`
  case `RoundedRectangle.init(cornerRadius:style:)`
  case `RoundedRectangle.init(cornerSize:style:)`
  case `RunLoop`
  case `RunLoop.Mode`
  case `RunLoop.Mode.common`
  case `RunLoop.Mode.default`
  case `RunLoop.Mode.init(_:)`
  case `RunLoop.Mode.tracking`
  case `RunLoop.SchedulerOptions`
  case `RunLoop.SchedulerTimeType`
  case `RunLoop.SchedulerTimeType.Stride`
  case `RunLoop.SchedulerTimeType.Stride.init(_:)`
  case `RunLoop.SchedulerTimeType.Stride.magnitude`
  case `RunLoop.SchedulerTimeType.Stride.microseconds(_:)`
  case `RunLoop.SchedulerTimeType.Stride.milliseconds(_:)`
  case `RunLoop.SchedulerTimeType.Stride.nanoseconds(_:)`
  case `RunLoop.SchedulerTimeType.Stride.seconds(_:)`
  case `RunLoop.add(_:forMode:)`
  case `RunLoop.current`
  case `RunLoop.main`
  case `SIMD2`
  case `SIMD2.init(_:_:)`
  case `SIMD2.init(x:y:)`
  case `SIMD2.x`
  case `SIMD2.y`
  case `SafeAreaRegions`
  case `SafeAreaRegions.all`
  case `SafeAreaRegions.container`
  case `SafeAreaRegions.keyboard`
  case `ScaleSymbolEffect`
  case `ScaleSymbolEffect.byLayer`
  case `ScaleSymbolEffect.down`
  case `ScaleSymbolEffect.up`
  case `ScaleSymbolEffect.wholeSymbol`
  case `Scanner`
  case `Scanner.NumberRepresentation`
  case `Scanner.charactersToBeSkipped`
  case `Scanner.init(string:)`
  case `Scanner.isAtEnd`
  case `Scanner.scanCharacters(from:)`
  case `Scanner.scanDouble(_:)`
  case `Scanner.scanDouble(representation:)`
  case `Scanner.scanHexInt64(_:)`
  case `Scanner.scanInt(_:)`
  case `Scanner.scanInt(representation:)`
  case `Scanner.scanString(_:)`
  case `Scanner.scanUInt64(representation:)`
  case `Scanner.scanUpToCharacters(from:)`
  case `Scanner.scanUpToString(_:)`
  case `Scanner.string`
  case `Scene`
  case `ScenePhase`
  case `Scheduler`
  case `ScrollDismissesKeyboardMode`
  case `ScrollDismissesKeyboardMode.automatic`
  case `ScrollDismissesKeyboardMode.immediately`
  case `ScrollDismissesKeyboardMode.interactively`
  case `ScrollDismissesKeyboardMode.never`
  case `ScrollGeometry`
  case `ScrollGeometry.bounds`
  case `ScrollGeometry.containerSize`
  case `ScrollGeometry.contentInsets`
  case `ScrollGeometry.contentOffset`
  case `ScrollGeometry.contentSize`
  case `ScrollGeometry.visibleRect`
  case `ScrollIndicatorVisibility`
  case `ScrollIndicatorVisibility.automatic`
  case `ScrollIndicatorVisibility.hidden`
  case `ScrollIndicatorVisibility.never`
  case `ScrollIndicatorVisibility.visible`
  case `ScrollPhase`
  case `ScrollPhase.isScrolling`
  case `ScrollPhaseChangeContext`
  case `ScrollPhaseChangeContext.geometry`
  case `ScrollPhaseChangeContext.velocity`
  case `ScrollPosition`
  case `ScrollPosition.edge`
  case `ScrollPosition.init(edge:)`
  case `ScrollPosition.init(id:anchor:)`
  case `ScrollPosition.init(idType:)`
  case `ScrollPosition.init(idType:edge:)`
  case `ScrollPosition.init(idType:point:)`
  case `ScrollPosition.init(idType:x:)`
  case `ScrollPosition.init(idType:x:y:)`
  case `ScrollPosition.init(idType:y:)`
  case `ScrollPosition.init(point:)`
  case `ScrollPosition.init(x:)`
  case `ScrollPosition.init(x:y:)`
  case `ScrollPosition.init(y:)`
  case `ScrollPosition.isPositionedByUser`
  case `ScrollPosition.point`
  case `ScrollPosition.scrollTo(edge:)`
  case `ScrollPosition.scrollTo(id:anchor:)`
  case `ScrollPosition.scrollTo(point:)`
  case `ScrollPosition.scrollTo(x:)`
  case `ScrollPosition.scrollTo(x:y:)`
  case `ScrollPosition.scrollTo(y:)`
  case `ScrollPosition.viewID`
  case `ScrollPosition.viewID(type:)`
  case `ScrollPosition.x`
  case `ScrollPosition.y`
  case `ScrollTargetBehavior`
  case `ScrollTargetBehavior.paging`
  case `ScrollTargetBehavior.viewAligned`
  case `ScrollTargetBehavior.viewAligned(limitBehavior:)`
  case `ScrollTransitionConfiguration`
  case `ScrollTransitionConfiguration.Threshold`
  case `ScrollTransitionConfiguration.Threshold.centered`
  case `ScrollTransitionConfiguration.Threshold.hidden`
  case `ScrollTransitionConfiguration.Threshold.visible`
  case `ScrollTransitionConfiguration.Threshold.visible(_:)`
  case `ScrollTransitionConfiguration.animated`
  case `ScrollTransitionConfiguration.animated(_:)`
  case `ScrollTransitionConfiguration.identity`
  case `ScrollTransitionConfiguration.interactive`
  case `ScrollTransitionConfiguration.interactive(timingCurve:)`
  case `ScrollTransitionConfiguration.threshold(_:)`
  case `ScrollTransitionPhase`
  case `ScrollTransitionPhase.bottomTrailing`
  case `ScrollTransitionPhase.identity`
  case `ScrollTransitionPhase.isIdentity`
  case `ScrollTransitionPhase.topLeading`
  case `ScrollTransitionPhase.value`
  case `ScrollView`
  case `ScrollView.init(_:showsIndicators:content:)`
  case `ScrollViewProxy`
  case `ScrollViewProxy.scrollTo(_:anchor:)`
  case `ScrollViewReader`
  case `ScrollViewReader.init(content:)`
  case `SearchFieldPlacement`
  case `SearchFieldPlacement.NavigationBarDrawerDisplayMode`
  case `SearchFieldPlacement.NavigationBarDrawerDisplayMode.always`
  case `SearchFieldPlacement.NavigationBarDrawerDisplayMode.automatic`
  case `SearchFieldPlacement.automatic`
  case `SearchFieldPlacement.navigationBarDrawer`
  case `SearchFieldPlacement.navigationBarDrawer(displayMode:)`
  case `SearchFieldPlacement.sidebar`
  case `SearchFieldPlacement.toolbar`
  case `SearchScopeActivation`
  case `SearchScopeActivation.automatic`
  case `SearchScopeActivation.onSearchPresentation`
  case `SearchScopeActivation.onTextEntry`
  case `SearchUnavailableContent`
  case `SearchUnavailableContent.Actions`
  case `SearchUnavailableContent.Description`
  case `SearchUnavailableContent.Label`
  case `Section`
  case `Section.init(_:content:)`
  case `Section.init(_:isExpanded:content:)`
  case `Section.init(content:)`
  case `Section.init(content:footer:)`
  case `Section.init(content:header:)`
  case `Section.init(content:header:footer:)`
  case `Section.init(footer:content:)`
  case `Section.init(header:content:)`
  case `Section.init(header:footer:content:)`
  case `Section.init(isExpanded:content:header:)`
  case `SecureField`
  case `SecureField.init(_:text:)`
  case `SecureField.init(_:text:onCommit:)`
  case `SecureField.init(_:text:prompt:)`
  case `SecureField.init(text:prompt:label:)`
  case `SegmentedPickerStyle`
  case `SegmentedPickerStyle.init()`
  case `Selector`
  case `Sendable`
  case `SensoryFeedback`
  case `SensoryFeedback.Flexibility`
  case `SensoryFeedback.Flexibility.rigid`
  case `SensoryFeedback.Flexibility.soft`
  case `SensoryFeedback.Flexibility.solid`
  case `SensoryFeedback.Weight`
  case `SensoryFeedback.Weight.heavy`
  case `SensoryFeedback.Weight.light`
  case `SensoryFeedback.Weight.medium`
  case `SensoryFeedback.alignment`
  case `SensoryFeedback.decrease`
  case `SensoryFeedback.error`
  case `SensoryFeedback.impact`
  case `SensoryFeedback.impact(flexibility:intensity:)`
  case `SensoryFeedback.impact(weight:intensity:)`
  case `SensoryFeedback.increase`
  case `SensoryFeedback.levelChange`
  case `SensoryFeedback.selection`
  case `SensoryFeedback.start`
  case `SensoryFeedback.stop`
  case `SensoryFeedback.success`
  case `SensoryFeedback.warning`
  case `Sequence`
  case `Sequence.allSatisfy(_:)`
  case `Sequence.compactMap(_:)`
  case `Sequence.contains(where:)`
  case `Sequence.dropLast(_:)`
  case `Sequence.filter(_:)`
  case `Sequence.first(where:)`
  case `Sequence.flatMap(_:)`
  case `Sequence.forEach(_:)`
  case `Sequence.joined()`
  case `Sequence.joined(separator:)`
  case `Sequence.map(_:)`
  case `Sequence.max(by:)`
  case `Sequence.min(by:)`
  case `Sequence.publisher`
  case `Sequence.reduce(_:_:)`
  case `Sequence.reduce(into:_:)`
  case `Sequence.sorted(by:)`
  case `SequenceGesture`
  case `SequenceGesture.Value`
  case `SequenceGesture.first`
  case `SequenceGesture.init(_:_:)`
  case `SequenceGesture.second`
  case `Set`
  case `Set.Index`
  case `Set.contains(_:)`
  case `Set.count`
  case `Set.endIndex`
  case `Set.filter(_:)`
  case `Set.first`
  case `Set.firstIndex(of:)`
  case `Set.firstIndex(where:)`
  case `Set.forEach(_:)`
  case `Set.formIntersection(_:)`
  case `Set.formSymmetricDifference(_:)`
  case `Set.formUnion(_:)`
  case `Set.init()`
  case `Set.init(_:)`
  case `Set.insert(_:)`
  case `Set.intersection(_:)`
  case `Set.isDisjoint(with:)`
  case `Set.isEmpty`
  case `Set.isSubset(of:)`
  case `Set.isSuperset(of:)`
  case `Set.map(_:)`
  case `Set.max()`
  case `Set.min()`
  case `Set.popFirst()`
  case `Set.randomElement()`
  case `Set.remove(_:)`
  case `Set.remove(at:)`
  case `Set.removeAll()`
  case `Set.sorted()`
  case `Set.sorted(by:)`
  case `Set.startIndex`
  case `Set.subscript(_:)`
  case `Set.subtract(_:)`
  case `Set.subtracting(_:)`
  case `Set.symmetricDifference(_:)`
  case `Set.union(_:)`
  case `Set.update(with:)`
  case `SetAlgebra`
  case `Shader`
  case `Shader.Argument`
  case `Shader.Argument.boundingRect`
  case `Shader.Argument.color(_:)`
  case `Shader.Argument.float(_:)`
  case `Shader.Argument.float2(_:)`
  case `Shader.Argument.float2(_:_:)`
  case `Shader.Argument.float3(_:_:_:)`
  case `Shader.Argument.float4(_:_:_:_:)`
  case `Shader.Argument.floatArray(_:)`
  case `Shader.Argument.image(_:)`
  case `Shader.arguments`
  case `Shader.function`
  case `Shader.init(function:arguments:)`
  case `ShaderFunction`
  case `ShaderFunction.callAsFunction(_:)`
  case `ShaderFunction.init(library:name:)`
  case `ShaderFunction.library`
  case `ShaderFunction.name`
  case `ShaderLibrary`
  case `ShaderLibrary.bundle(_:)`
  case `ShaderLibrary.default`
  case `ShaderLibrary.subscript(dynamicMember:)`
  case `ShadowStyle`
  case `ShadowStyle.drop(color:radius:x:y:)`
  case `ShadowStyle.inner(color:radius:x:y:)`
  case `Shape`
  case `Shape.buttonBorder`
  case `Shape.capsule`
  case `Shape.capsule(style:)`
  case `Shape.circle`
  case `Shape.ellipse`
  case `Shape.fill(_:style:)`
  case `Shape.fill(style:)`
  case `Shape.offset(_:)`
  case `Shape.offset(x:y:)`
  case `Shape.path(in:)`
  case `Shape.rect`
  case `Shape.rect(cornerRadii:style:)`
  case `Shape.rect(cornerRadius:style:)`
  case `Shape.rect(cornerSize:style:)`
  case `Shape.rect(topLeadingRadius:bottomLeadingRadius:bottomTrailingRadius:topTrailingRadius:style:)`
  case `Shape.rotation(_:anchor:)`
  case `Shape.scale(_:anchor:)`
  case `Shape.scale(x:y:anchor:)`
  case `Shape.size(_:)`
  case `Shape.size(width:height:)`
  case `Shape.stroke(_:lineWidth:)`
  case `Shape.stroke(_:style:)`
  case `Shape.stroke(lineWidth:)`
  case `Shape.stroke(style:)`
  case `Shape.transform(_:)`
  case `Shape.trim(from:to:)`
  case `ShapeStyle`
  case `ShapeStyle.accent`
  case `ShapeStyle.angularGradient(_:center:startAngle:endAngle:)`
  case `ShapeStyle.angularGradient(colors:center:startAngle:endAngle:)`
  case `ShapeStyle.angularGradient(stops:center:startAngle:endAngle:)`
  case `ShapeStyle.background`
  case `ShapeStyle.bar`
  case `ShapeStyle.black`
  case `ShapeStyle.blue`
  case `ShapeStyle.brown`
  case `ShapeStyle.clear`
  case `ShapeStyle.conicGradient(_:center:angle:)`
  case `ShapeStyle.conicGradient(colors:center:angle:)`
  case `ShapeStyle.conicGradient(stops:center:angle:)`
  case `ShapeStyle.cyan`
  case `ShapeStyle.ellipticalGradient(_:center:startRadiusFraction:endRadiusFraction:)`
  case `ShapeStyle.ellipticalGradient(colors:center:startRadiusFraction:endRadiusFraction:)`
  case `ShapeStyle.ellipticalGradient(stops:center:startRadiusFraction:endRadiusFraction:)`
  case `ShapeStyle.fill`
  case `ShapeStyle.foreground`
  case `ShapeStyle.gray`
  case `ShapeStyle.green`
  case `ShapeStyle.indigo`
  case `ShapeStyle.linearGradient(_:startPoint:endPoint:)`
  case `ShapeStyle.linearGradient(colors:startPoint:endPoint:)`
  case `ShapeStyle.linearGradient(stops:startPoint:endPoint:)`
  case `ShapeStyle.mint`
  case `ShapeStyle.opacity(_:)`
  case `ShapeStyle.orange`
  case `ShapeStyle.pink`
  case `ShapeStyle.primary`
  case `ShapeStyle.purple`
  case `ShapeStyle.quaternary`
  case `ShapeStyle.quinary`
  case `ShapeStyle.radialGradient(_:center:startRadius:endRadius:)`
  case `ShapeStyle.radialGradient(colors:center:startRadius:endRadius:)`
  case `ShapeStyle.radialGradient(stops:center:startRadius:endRadius:)`
  case `ShapeStyle.red`
  case `ShapeStyle.regularMaterial`
  case `ShapeStyle.secondary`
  case `ShapeStyle.shadow(_:)`
  case `ShapeStyle.teal`
  case `ShapeStyle.tertiary`
  case `ShapeStyle.thickMaterial`
  case `ShapeStyle.thinMaterial`
  case `ShapeStyle.tint`
  case `ShapeStyle.ultraThickMaterial`
  case `ShapeStyle.ultraThinMaterial`
  case `ShapeStyle.white`
  case `ShapeStyle.yellow`
  case `ShapeView`
  case `ShapeView.fill(_:style:)`
  case `ShapeView.stroke(_:lineWidth:antialiased:)`
  case `ShapeView.stroke(_:style:antialiased:)`
  case `ShapeView.strokeBorder(_:lineWidth:antialiased:)`
  case `ShapeView.strokeBorder(_:style:antialiased:)`
  case `ShareLink`
  case `ShareLink.init(_:item:subject:message:)`
  case `ShareLink.init(_:item:subject:message:preview:)`
  case `ShareLink.init(item:subject:message:)`
  case `ShareLink.init(item:subject:message:label:)`
  case `ShareLink.init(item:subject:message:preview:)`
  case `ShareLink.init(item:subject:message:preview:label:)`
  case `ShareLink.init(items:subject:message:label:)`
  case `SharePreview`
  case `SharePreview.init(_:)`
  case `SharePreview.init(_:icon:)`
  case `SharePreview.init(_:image:)`
  case `SharePreview.init(_:image:icon:)`
  case `SidebarAdaptableTabViewStyle`
  case `SidebarAdaptableTabViewStyle.init()`
  case `SidebarListStyle`
  case `SidebarListStyle.init()`
  case `SignedNumeric`
  case `SignedNumeric.-(_:)`
  case `SimultaneousGesture`
  case `SimultaneousGesture.Value`
  case `SimultaneousGesture.Value.first`
  case `SimultaneousGesture.Value.second`
  case `SimultaneousGesture.first`
  case `SimultaneousGesture.init(_:_:)`
  case `SimultaneousGesture.second`
  case `SingleValueDecodingContainer`
  case `SingleValueDecodingContainer.codingPath`
  case `SingleValueDecodingContainer.decode(_:)`
  case `SingleValueDecodingContainer.decodeNil()`
  case `SingleValueEncodingContainer`
  case `SingleValueEncodingContainer.encode(_:)`
  case `SingleValueEncodingContainer.encodeNil()`
  case `Slider`
  case `Slider.init(value:in:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)`
  case `Slider.init(value:in:label:onEditingChanged:)`
  case `Slider.init(value:in:onEditingChanged:)`
  case `Slider.init(value:in:onEditingChanged:label:)`
  case `Slider.init(value:in:onEditingChanged:minimumValueLabel:maximumValueLabel:label:)`
  case `Slider.init(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)`
  case `Slider.init(value:in:step:label:onEditingChanged:)`
  case `Slider.init(value:in:step:onEditingChanged:)`
  case `Slider.init(value:in:step:onEditingChanged:label:)`
  case `Slider.init(value:in:step:onEditingChanged:minimumValueLabel:maximumValueLabel:label:)`
  case `SortOrder`
  case `Spacer`
  case `Spacer.init(minLength:)`
  case `SpatialEventCollection`
  case `SpatialEventCollection.Event`
  case `SpatialEventCollection.Event.ID`
  case `SpatialEventCollection.Event.Phase`
  case `SpatialEventCollection.Event.chirality`
  case `SpatialEventCollection.Event.id`
  case `SpatialEventCollection.Event.location`
  case `SpatialEventCollection.Event.modifierKeys`
  case `SpatialEventCollection.Event.phase`
  case `SpatialEventCollection.Event.timestamp`
  case `SpatialEventCollection.count`
  case `SpatialEventCollection.first`
  case `SpatialEventCollection.forEach(_:)`
  case `SpatialEventCollection.map(_:)`
  case `SpatialEventGesture`
  case `SpatialEventGesture.coordinateSpace`
  case `SpatialEventGesture.init(coordinateSpace:)`
  case `SpatialTapGesture`
  case `SpatialTapGesture.Value`
  case `SpatialTapGesture.Value.location`
  case `SpatialTapGesture.coordinateSpace`
  case `SpatialTapGesture.count`
  case `SpatialTapGesture.init(count:coordinateSpace:)`
  case `Spring`
  case `Spring.bouncy`
  case `Spring.bouncy(duration:extraBounce:)`
  case `Spring.init(duration:bounce:)`
  case `Spring.init(response:dampingRatio:)`
  case `Spring.smooth`
  case `Spring.smooth(duration:extraBounce:)`
  case `Spring.snappy`
  case `Spring.snappy(duration:extraBounce:)`
  case `SpringKeyframe`
  case `SpringKeyframe.init(_:duration:spring:startVelocity:)`
  case `StackNavigationViewStyle`
  case `StackNavigationViewStyle.init()`
  case `State`
  case `State.init()`
  case `State.init(initialValue:)`
  case `State.init(wrappedValue:)`
  case `State.projectedValue`
  case `State.wrappedValue`
  case `StateObject`
  case `StateObject.init(wrappedValue:)`
  case `StateObject.projectedValue`
  case `StateObject.wrappedValue`
  case `Stepper`
  case `Stepper.init(_:onIncrement:onDecrement:onEditingChanged:)`
  case `Stepper.init(_:value:in:step:onEditingChanged:)`
  case `Stepper.init(_:value:step:onEditingChanged:)`
  case `Stepper.init(label:onIncrement:onDecrement:onEditingChanged:)`
  case `Stepper.init(onIncrement:onDecrement:onEditingChanged:label:)`
  case `Stepper.init(value:in:step:label:onEditingChanged:)`
  case `Stepper.init(value:in:step:onEditingChanged:label:)`
  case `Stepper.init(value:step:label:onEditingChanged:)`
  case `Stepper.init(value:step:onEditingChanged:label:)`
  case `StrideTo`
  case `StrideTo.map(_:)`
  case `Strideable`
  case `String`
  case `String.+(_:_:)`
  case `String.+=(_:_:)`
  case `String.Encoding`
  case `String.Encoding.ascii`
  case `String.Encoding.utf16`
  case `String.Encoding.utf8`
  case `String.Index`
  case `String.UTF16View`
  case `String.UTF16View.count`
  case `String.UTF8View`
  case `String.UTF8View.count`
  case `String.UnicodeScalarView`
  case `String.allSatisfy(_:)`
  case `String.append(_:)`
  case `String.capitalized`
  case `String.caseInsensitiveCompare(_:)`
  case `String.compactMap(_:)`
  case `String.compare(_:)`
  case `String.components(separatedBy:)`
  case `String.contains(_:)`
  case `String.contains(where:)`
  case `String.count`
  case `String.data(using:allowLossyConversion:)`
  case `String.description`
  case `String.distance(from:to:)`
  case `String.dropFirst(_:)`
  case `String.dropLast(_:)`
  case `String.endIndex`
  case `String.enumerated()`
  case `String.filter(_:)`
  case `String.first`
  case `String.first(where:)`
  case `String.firstIndex(of:)`
  case `String.firstIndex(where:)`
  case `String.forEach(_:)`
  case `String.hasPrefix(_:)`
  case `String.hasSuffix(_:)`
  case `String.index(_:offsetBy:)`
  case `String.index(after:)`
  case `String.index(before:)`
  case `String.indices`
  case `String.init()`
  case `String.init(_:)`
  case `String.init(contentsOf:)`
  case `String.init(contentsOf:encoding:)`
  case `String.init(contentsOfFile:)`
  case `String.init(contentsOfFile:encoding:)`
  case `String.init(data:encoding:)`
  case `String.init(decoding:as:)`
  case `String.init(describing:)`
  case `String.init(format:_:)`
  case `String.init(format:arguments:)`
  case `String.init(repeating:count:)`
  case `String.insert(_:at:)`
  case `String.isEmpty`
  case `String.last`
  case `String.lastIndex(of:)`
  case `String.localizedCapitalized`
  case `String.localizedCaseInsensitiveCompare(_:)`
  case `String.localizedCaseInsensitiveContains(_:)`
  case `String.localizedCompare(_:)`
  case `String.localizedLowercase`
  case `String.localizedStandardCompare(_:)`
  case `String.localizedStandardContains(_:)`
  case `String.localizedUppercase`
  case `String.lowercased()`
  case `String.lowercased(with:)`
  case `String.map(_:)`
  case `String.padding(toLength:withPad:startingAt:)`
  case `String.prefix(_:)`
  case `String.randomElement()`
  case `String.range(of:)`
  case `String.rangeOfCharacter(from:)`
  case `String.remove(at:)`
  case `String.removeAll()`
  case `String.removeFirst()`
  case `String.removeLast()`
  case `String.replaceSubrange(_:with:)`
  case `String.replacingCharacters(in:with:)`
  case `String.replacingOccurrences(of:with:)`
  case `String.reversed()`
  case `String.size(withAttributes:)`
  case `String.split(separator:)`
  case `String.split(separator:maxSplits:omittingEmptySubsequences:)`
  case `String.startIndex`
  case `String.subscript(_:)`
  case `String.suffix(_:)`
  case `String.trimmingCharacters(in:)`
  case `String.unicodeScalars`
  case `String.uppercased()`
  case `String.utf16`
  case `String.utf8`
  case `String.write(to:atomically:encoding:)`
  case `String.write(toFile:atomically:encoding:)`
  case `StringProtocol`
  case `StrokeStyle`
  case `StrokeStyle.init(lineWidth:lineCap:lineJoin:miterLimit:dash:dashPhase:)`
  case `Subject`
  case `Subject.send(_:)`
  case `SubmitLabel`
  case `SubmitLabel.continue`
  case `SubmitLabel.done`
  case `SubmitLabel.go`
  case `SubmitLabel.join`
  case `SubmitLabel.next`
  case `SubmitLabel.return`
  case `SubmitLabel.route`
  case `SubmitLabel.search`
  case `SubmitLabel.send`
  case `SubmitTriggers`
  case `SubmitTriggers.search`
  case `SubmitTriggers.text`
  case `Subscribers`
  case `Subscribers.Completion`
  case `Substring`
  case `Substring.allSatisfy(_:)`
  case `Substring.capitalized`
  case `Substring.compactMap(_:)`
  case `Substring.components(separatedBy:)`
  case `Substring.contains(_:)`
  case `Substring.contains(where:)`
  case `Substring.count`
  case `Substring.description`
  case `Substring.dropFirst(_:)`
  case `Substring.dropLast(_:)`
  case `Substring.endIndex`
  case `Substring.filter(_:)`
  case `Substring.first`
  case `Substring.firstIndex(of:)`
  case `Substring.hasPrefix(_:)`
  case `Substring.hasSuffix(_:)`
  case `Substring.isEmpty`
  case `Substring.last`
  case `Substring.lowercased()`
  case `Substring.map(_:)`
  case `Substring.prefix(_:)`
  case `Substring.replacingOccurrences(of:with:)`
  case `Substring.reversed()`
  case `Substring.split(separator:)`
  case `Substring.startIndex`
  case `Substring.subscript(_:)`
  case `Substring.suffix(_:)`
  case `Substring.trimmingCharacters(in:)`
  case `Substring.uppercased()`
  case `Subview`
  case `Subview.ID`
  case `Subview.containerValues`
  case `Subview.id`
  case `SubviewsCollection`
  case `SubviewsCollection.count`
  case `SubviewsCollection.dropFirst(_:)`
  case `SubviewsCollection.dropLast(_:)`
  case `SubviewsCollection.endIndex`
  case `SubviewsCollection.enumerated()`
  case `SubviewsCollection.first`
  case `SubviewsCollection.firstIndex(where:)`
  case `SubviewsCollection.index(after:)`
  case `SubviewsCollection.index(before:)`
  case `SubviewsCollection.indices`
  case `SubviewsCollection.isEmpty`
  case `SubviewsCollection.last`
  case `SubviewsCollection.prefix(_:)`
  case `SubviewsCollection.reversed()`
  case `SubviewsCollection.startIndex`
  case `SubviewsCollection.subscript(_:)`
  case `SubviewsCollection.suffix(_:)`
  case `SubviewsCollectionSlice`
  case `SubviewsCollectionSlice.count`
  case `SubviewsCollectionSlice.dropFirst(_:)`
  case `SubviewsCollectionSlice.dropLast(_:)`
  case `SubviewsCollectionSlice.endIndex`
  case `SubviewsCollectionSlice.enumerated()`
  case `SubviewsCollectionSlice.first`
  case `SubviewsCollectionSlice.firstIndex(where:)`
  case `SubviewsCollectionSlice.index(after:)`
  case `SubviewsCollectionSlice.index(before:)`
  case `SubviewsCollectionSlice.indices`
  case `SubviewsCollectionSlice.isEmpty`
  case `SubviewsCollectionSlice.last`
  case `SubviewsCollectionSlice.prefix(_:)`
  case `SubviewsCollectionSlice.reversed()`
  case `SubviewsCollectionSlice.startIndex`
  case `SubviewsCollectionSlice.subscript(_:)`
  case `SubviewsCollectionSlice.suffix(_:)`
  case `SuspendingClock`
  case `SuspendingClock.Instant`
  case `SuspendingClock.Instant.+(_:_:)`
  case `SuspendingClock.Instant.-(_:_:)`
  case `SuspendingClock.Instant.advanced(by:)`
  case `SuspendingClock.Instant.duration(to:)`
  case `SuspendingClock.Instant.now`
  case `SuspendingClock.init()`
  case `SuspendingClock.minimumResolution`
  case `SuspendingClock.now`
  case `SwitchToggleStyle`
  case `SwitchToggleStyle.init()`
  case `SwitchToggleStyle.init(tint:)`
  case `SymbolEffect`
  case `SymbolEffect.appear`
  case `SymbolEffect.bounce`
  case `SymbolEffect.breathe`
  case `SymbolEffect.disappear`
  case `SymbolEffect.pulse`
  case `SymbolEffect.replace`
  case `SymbolEffect.rotate`
  case `SymbolEffect.scale`
  case `SymbolEffect.variableColor`
  case `SymbolEffect.wiggle`
  case `SymbolEffectOptions`
  case `SymbolEffectOptions.RepeatBehavior`
  case `SymbolEffectOptions.RepeatBehavior.continuous`
  case `SymbolEffectOptions.RepeatBehavior.periodic`
  case `SymbolEffectOptions.RepeatBehavior.periodic(_:delay:)`
  case `SymbolEffectOptions.default`
  case `SymbolEffectOptions.nonRepeating`
  case `SymbolEffectOptions.repeat(_:)`
  case `SymbolEffectOptions.repeating`
  case `SymbolEffectOptions.speed(_:)`
  case `SymbolRenderingMode`
  case `SymbolRenderingMode.hierarchical`
  case `SymbolRenderingMode.monochrome`
  case `SymbolRenderingMode.multicolor`
  case `SymbolRenderingMode.palette`
  case `SymbolVariants`
  case `SymbolVariants.circle`
  case `SymbolVariants.fill`
  case `SymbolVariants.none`
  case `SymbolVariants.rectangle`
  case `SymbolVariants.slash`
  case `SymbolVariants.square`
  case `Tab`
  case `Tab.init(_:image:content:)`
  case `Tab.init(_:image:role:content:)`
  case `Tab.init(_:image:value:content:)`
  case `Tab.init(_:systemImage:content:)`
  case `Tab.init(_:systemImage:role:content:)`
  case `Tab.init(_:systemImage:value:content:)`
  case `Tab.init(_:systemImage:value:role:content:)`
  case `Tab.init(content:)`
  case `Tab.init(content:label:)`
  case `Tab.init(role:content:)`
  case `Tab.init(value:content:)`
  case `Tab.init(value:content:label:)`
  case `Tab.init(value:role:content:)`
  case `TabBarOnlyTabViewStyle`
  case `TabBarOnlyTabViewStyle.init()`
  case `TabContent`
  case `TabContent.badge(_:)`
  case `TabContent.customizationID(_:)`
  case `TabContent.defaultVisibility(_:for:)`
  case `TabContent.disabled(_:)`
  case `TabContent.hidden(_:)`
  case `TabContent.tabPlacement(_:)`
  case `TabPlacement`
  case `TabPlacement.automatic`
  case `TabPlacement.pinned`
  case `TabPlacement.sidebarOnly`
  case `TabRole`
  case `TabRole.search`
  case `TabSection`
  case `TabSection.init(_:content:)`
  case `TabSection.init(content:)`
  case `TabSection.init(content:header:)`
  case `TabView`
  case `TabView.init(content:)`
  case `TabView.init(selection:content:)`
  case `TabViewStyle`
  case `TabViewStyle.automatic`
  case `TabViewStyle.page`
  case `TabViewStyle.page(indexDisplayMode:)`
  case `TabViewStyle.sidebarAdaptable`
  case `TabViewStyle.tabBarOnly`
  case `TapGesture`
  case `TapGesture.count`
  case `TapGesture.init(count:)`
  case `Task`
  case `Task.cancel()`
  case `Task.checkCancellation()`
  case `Task.currentPriority`
  case `Task.detached(priority:operation:)`
  case `Task.init(priority:operation:)`
  case `Task.isCancelled`
  case `Task.sleep(_:)`
  case `Task.sleep(for:)`
  case `Task.sleep(for:tolerance:clock:)`
  case `Task.sleep(nanoseconds:)`
  case `Task.sleep(until:tolerance:clock:)`
  case `Task.value`
  case `Task.yield()`
  case `TaskGroup`
  case `TaskGroup.addTask(priority:operation:)`
  case `TaskGroup.addTaskUnlessCancelled(priority:operation:)`
  case `TaskGroup.cancelAll()`
  case `TaskGroup.isCancelled`
  case `TaskGroup.isEmpty`
  case `TaskGroup.next()`
  case `TaskGroup.waitForAll()`
  case `TaskPriority`
  case `TaskPriority.background`
  case `TaskPriority.high`
  case `TaskPriority.low`
  case `TaskPriority.medium`
  case `TaskPriority.userInitiated`
  case `TaskPriority.utility`
  case `Text`
  case `Text.+(_:_:)`
  case `Text.Case`
  case `Text.DateStyle`
  case `Text.DateStyle.date`
  case `Text.DateStyle.offset`
  case `Text.DateStyle.relative`
  case `Text.DateStyle.time`
  case `Text.DateStyle.timer`
  case `Text.Layout`
  case `Text.Layout.DrawingOptions`
  case `Text.Layout.DrawingOptions.init()`
  case `Text.Layout.Glyph`
  case `Text.Layout.Glyph.typographicBounds`
  case `Text.Layout.Line`
  case `Text.Layout.Line.count`
  case `Text.Layout.Line.first`
  case `Text.Layout.Line.indices`
  case `Text.Layout.Line.isEmpty`
  case `Text.Layout.Line.last`
  case `Text.Layout.Line.origin`
  case `Text.Layout.Line.subscript(_:)`
  case `Text.Layout.Line.typographicBounds`
  case `Text.Layout.Run`
  case `Text.Layout.Run.count`
  case `Text.Layout.Run.subscript(_:)`
  case `Text.Layout.Run.typographicBounds`
  case `Text.Layout.TypographicBounds`
  case `Text.Layout.TypographicBounds.ascent`
  case `Text.Layout.TypographicBounds.descent`
  case `Text.Layout.TypographicBounds.origin`
  case `Text.Layout.TypographicBounds.rect`
  case `Text.Layout.TypographicBounds.width`
  case `Text.Layout.count`
  case `Text.Layout.first`
  case `Text.Layout.indices`
  case `Text.Layout.isEmpty`
  case `Text.Layout.isTruncated`
  case `Text.Layout.last`
  case `Text.Layout.subscript(_:)`
  case `Text.LineStyle`
  case `Text.LineStyle.Pattern`
  case `Text.LineStyle.init(pattern:color:)`
  case `Text.LineStyle.single`
  case `Text.TruncationMode`
  case `Text.baselineOffset(_:)`
  case `Text.bold()`
  case `Text.bold(_:)`
  case `Text.customAttribute(_:)`
  case `Text.font(_:)`
  case `Text.fontDesign(_:)`
  case `Text.fontWeight(_:)`
  case `Text.fontWidth(_:)`
  case `Text.foregroundColor(_:)`
  case `Text.foregroundStyle(_:)`
  case `Text.init(_:)`
  case `Text.init(_:format:)`
  case `Text.init(_:style:)`
  case `Text.init(timerInterval:pauseTime:countsDown:showsHours:)`
  case `Text.init(verbatim:)`
  case `Text.italic()`
  case `Text.kerning(_:)`
  case `Text.monospaced(_:)`
  case `Text.monospacedDigit()`
  case `Text.strikethrough(_:color:)`
  case `Text.tracking(_:)`
  case `Text.underline(_:color:)`
  case `TextAlignment`
  case `TextAttribute`
  case `TextEditor`
  case `TextEditor.init(text:)`
  case `TextField`
  case `TextField.init(_:text:)`
  case `TextField.init(_:text:axis:)`
  case `TextField.init(_:text:onCommit:)`
  case `TextField.init(_:text:onEditingChanged:)`
  case `TextField.init(_:text:onEditingChanged:onCommit:)`
  case `TextField.init(_:text:prompt:)`
  case `TextField.init(_:text:prompt:axis:)`
  case `TextField.init(_:text:selection:prompt:axis:)`
  case `TextField.init(_:value:format:prompt:)`
  case `TextField.init(_:value:formatter:)`
  case `TextField.init(_:value:formatter:prompt:)`
  case `TextField.init(text:prompt:axis:label:)`
  case `TextField.init(text:prompt:label:)`
  case `TextFieldStyle`
  case `TextFieldStyle.automatic`
  case `TextFieldStyle.plain`
  case `TextFieldStyle.roundedBorder`
  case `TextInputAutocapitalization`
  case `TextInputAutocapitalization.characters`
  case `TextInputAutocapitalization.never`
  case `TextInputAutocapitalization.sentences`
  case `TextInputAutocapitalization.words`
  case `TextRenderer`
  case `TextRenderer.draw(layout:in:)`
  case `TextSelectability`
  case `TextSelectability.disabled`
  case `TextSelectability.enabled`
  case `TextSelection`
  case `TextSelection.Indices`
  case `TextSelection.indices`
  case `TextSelection.init(insertionPoint:)`
  case `TextSelection.init(range:)`
  case `TextSelection.isInsertion`
  case `Thread`
  case `Thread.current`
  case `Thread.isMainThread`
  case `Thread.main`
  case `Thread.sleep(forTimeInterval:)`
  case `ThrowingTaskGroup`
  case `ThrowingTaskGroup.addTask(priority:operation:)`
  case `ThrowingTaskGroup.addTaskUnlessCancelled(priority:operation:)`
  case `ThrowingTaskGroup.cancelAll()`
  case `ThrowingTaskGroup.isCancelled`
  case `ThrowingTaskGroup.isEmpty`
  case `ThrowingTaskGroup.next()`
  case `ThrowingTaskGroup.waitForAll()`
  case `TimeZone`
  case `TimeZone.autoupdatingCurrent`
  case `TimeZone.current`
  case `TimeZone.gmt`
  case `TimeZone.identifier`
  case `TimeZone.init(abbreviation:)`
  case `TimeZone.init(identifier:)`
  case `TimeZone.init(secondsFromGMT:)`
  case `TimeZone.secondsFromGMT(for:)`
  case `TimelineSchedule`
  case `TimelineSchedule.animation`
  case `TimelineSchedule.animation(minimumInterval:paused:)`
  case `TimelineSchedule.everyMinute`
  case `TimelineSchedule.periodic(from:by:)`
  case `TimelineView`
  case `TimelineView.init(_:content:)`
  case `TimelineViewDefaultContext`
  case `TimelineViewDefaultContext.Cadence`
  case `TimelineViewDefaultContext.cadence`
  case `TimelineViewDefaultContext.date`
  case `Timer`
  case `Timer.TimerPublisher`
  case `Timer.TimerPublisher.connect()`
  case `Timer.TimerPublisher.init(interval:tolerance:runLoop:mode:options:)`
  case `Timer.TimerPublisher.interval`
  case `Timer.fire()`
  case `Timer.fireDate`
  case `Timer.init()`
  case `Timer.init(timeInterval:repeats:block:)`
  case `Timer.invalidate()`
  case `Timer.isValid`
  case `Timer.publish(every:tolerance:on:in:options:)`
  case `Timer.scheduledTimer(withTimeInterval:repeats:block:)`
  case `Timer.timeInterval`
  case `Timer.tolerance`
  case `TintShapeStyle`
  case `TitleAndIconLabelStyle`
  case `TitleAndIconLabelStyle.init()`
  case `TitleOnlyLabelStyle`
  case `TitleOnlyLabelStyle.init()`
  case `Toggle`
  case `Toggle.init(_:isOn:)`
  case `Toggle.init(_:sources:isOn:)`
  case `Toggle.init(_:systemImage:isOn:)`
  case `Toggle.init(isOn:label:)`
  case `Toggle.init(sources:isOn:label:)`
  case `ToggleStyle`
  case `ToggleStyle.automatic`
  case `ToggleStyle.button`
  case `ToggleStyle.makeBody(configuration:)`
  case `ToggleStyle.switch`
  case `ToggleStyleConfiguration`
  case `ToggleStyleConfiguration.Label`
  case `ToggleStyleConfiguration.isMixed`
  case `ToggleStyleConfiguration.isOn`
  case `ToggleStyleConfiguration.label`
  case `ToolbarContent`
  case `ToolbarItem`
  case `ToolbarItem.init(placement:content:)`
  case `ToolbarItemGroup`
  case `ToolbarItemGroup.init(placement:content:)`
  case `ToolbarItemPlacement`
  case `ToolbarItemPlacement.automatic`
  case `ToolbarItemPlacement.bottomBar`
  case `ToolbarItemPlacement.cancellationAction`
  case `ToolbarItemPlacement.confirmationAction`
  case `ToolbarItemPlacement.destructiveAction`
  case `ToolbarItemPlacement.keyboard`
  case `ToolbarItemPlacement.largeSubtitle`
  case `ToolbarItemPlacement.largeTitle`
  case `ToolbarItemPlacement.navigation`
  case `ToolbarItemPlacement.navigationBarLeading`
  case `ToolbarItemPlacement.navigationBarTrailing`
  case `ToolbarItemPlacement.primaryAction`
  case `ToolbarItemPlacement.principal`
  case `ToolbarItemPlacement.secondaryAction`
  case `ToolbarItemPlacement.status`
  case `ToolbarItemPlacement.subtitle`
  case `ToolbarItemPlacement.title`
  case `ToolbarItemPlacement.topBarLeading`
  case `ToolbarItemPlacement.topBarTrailing`
  case `ToolbarPlacement`
  case `ToolbarPlacement.automatic`
  case `ToolbarPlacement.bottomBar`
  case `ToolbarPlacement.navigationBar`
  case `ToolbarPlacement.tabBar`
  case `TopLevelDecoder`
  case `Transaction`
  case `Transaction.animation`
  case `Transaction.disablesAnimations`
  case `Transaction.init()`
  case `Transaction.init(animation:)`
  case `Transaction.isContinuous`
  case `Transferable`
  case `Transition`
  case `Transition.body(content:phase:)`
  case `TransitionPhase`
  case `TransitionPhase.isIdentity`
  case `TransitionPhase.value`
  case `UIAccessibility`
  case `UIAccessibility.buttonShapesEnabled`
  case `UIAccessibility.isBoldTextEnabled`
  case `UIAccessibility.isDarkerSystemColorsEnabled`
  case `UIAccessibility.isGrayscaleEnabled`
  case `UIAccessibility.isInvertColorsEnabled`
  case `UIAccessibility.isOnOffSwitchLabelsEnabled`
  case `UIAccessibility.isReduceMotionEnabled`
  case `UIAccessibility.isReduceTransparencyEnabled`
  case `UIAccessibility.isSwitchControlRunning`
  case `UIAccessibility.isVideoAutoplayEnabled`
  case `UIAccessibility.isVoiceOverRunning`
  case `UIAccessibility.prefersCrossFadeTransitions`
  case `UIAccessibility.reduceMotionStatusDidChangeNotification`
  case `UIAccessibility.shouldDifferentiateWithoutColor`
  case `UIAccessibility.voiceOverStatusDidChangeNotification`
  case `UIActivity`
  case `UIActivity.ActivityType`
  case `UIActivity.ActivityType.airDrop`
  case `UIActivity.ActivityType.copyToPasteboard`
  case `UIActivity.ActivityType.init(_:)`
  case `UIActivity.ActivityType.mail`
  case `UIActivity.ActivityType.message`
  case `UIActivity.ActivityType.print`
  case `UIActivity.ActivityType.saveToCameraRoll`
  case `UIActivityIndicatorView`
  case `UIActivityIndicatorView.Style`
  case `UIActivityIndicatorView.color`
  case `UIActivityIndicatorView.hidesWhenStopped`
  case `UIActivityIndicatorView.init()`
  case `UIActivityIndicatorView.init(frame:)`
  case `UIActivityIndicatorView.init(style:)`
  case `UIActivityIndicatorView.isAnimating`
  case `UIActivityIndicatorView.startAnimating()`
  case `UIActivityIndicatorView.stopAnimating()`
  case `UIActivityViewController`
  case `UIActivityViewController.completionWithItemsHandler`
  case `UIActivityViewController.excludedActivityTypes`
  case `UIActivityViewController.init(activityItems:applicationActivities:)`
  case `UIAdaptivePresentationControllerDelegate`
  case `UIApplication`
  case `UIApplication.LaunchOptionsKey`
  case `UIApplication.OpenExternalURLOptionsKey`
  case `UIApplication.State`
  case `UIApplication.alternateIconName`
  case `UIApplication.applicationState`
  case `UIApplication.canOpenURL(_:)`
  case `UIApplication.connectedScenes`
  case `UIApplication.didBecomeActiveNotification`
  case `UIApplication.didEnterBackgroundNotification`
  case `UIApplication.open(_:options:completionHandler:)`
  case `UIApplication.sendAction(_:to:from:for:)`
  case `UIApplication.setAlternateIconName(_:completionHandler:)`
  case `UIApplication.shared`
  case `UIApplication.supportsAlternateIcons`
  case `UIApplication.userDidTakeScreenshotNotification`
  case `UIApplication.willEnterForegroundNotification`
  case `UIApplication.willResignActiveNotification`
  case `UIApplication.windows`
  case `UIApplicationDelegate`
  case `UIBarAppearance`
  case `UIBarAppearance.backgroundColor`
  case `UIBarAppearance.backgroundEffect`
  case `UIBarAppearance.backgroundImage`
  case `UIBarAppearance.configureWithDefaultBackground()`
  case `UIBarAppearance.configureWithOpaqueBackground()`
  case `UIBarAppearance.configureWithTransparentBackground()`
  case `UIBarAppearance.init()`
  case `UIBarAppearance.shadowColor`
  case `UIBarAppearance.shadowImage`
  case `UIBezierPath`
  case `UIBezierPath.addArc(withCenter:radius:startAngle:endAngle:clockwise:)`
  case `UIBezierPath.addCurve(to:controlPoint1:controlPoint2:)`
  case `UIBezierPath.addLine(to:)`
  case `UIBezierPath.addQuadCurve(to:controlPoint:)`
  case `UIBezierPath.append(_:)`
  case `UIBezierPath.apply(_:)`
  case `UIBezierPath.bounds`
  case `UIBezierPath.cgPath`
  case `UIBezierPath.close()`
  case `UIBezierPath.contains(_:)`
  case `UIBezierPath.currentPoint`
  case `UIBezierPath.init()`
  case `UIBezierPath.init(arcCenter:radius:startAngle:endAngle:clockwise:)`
  case `UIBezierPath.init(cgPath:)`
  case `UIBezierPath.init(ovalIn:)`
  case `UIBezierPath.init(rect:)`
  case `UIBezierPath.init(roundedRect:byRoundingCorners:cornerRadii:)`
  case `UIBezierPath.init(roundedRect:cornerRadius:)`
  case `UIBezierPath.isEmpty`
  case `UIBezierPath.lineWidth`
  case `UIBezierPath.move(to:)`
  case `UIBezierPath.removeAllPoints()`
  case `UIBlurEffect`
  case `UIBlurEffect.Style`
  case `UIBlurEffect.init(style:)`
  case `UIColor`
  case `UIColor.black`
  case `UIColor.blue`
  case `UIColor.brown`
  case `UIColor.cgColor`
  case `UIColor.clear`
  case `UIColor.cyan`
  case `UIColor.darkGray`
  case `UIColor.getHue(_:saturation:brightness:alpha:)`
  case `UIColor.getRed(_:green:blue:alpha:)`
  case `UIColor.getWhite(_:alpha:)`
  case `UIColor.gray`
  case `UIColor.green`
  case `UIColor.init(_:)`
  case `UIColor.init(cgColor:)`
  case `UIColor.init(displayP3Red:green:blue:alpha:)`
  case `UIColor.init(hue:saturation:brightness:alpha:)`
  case `UIColor.init(named:)`
  case `UIColor.init(red:green:blue:alpha:)`
  case `UIColor.init(resource:)`
  case `UIColor.init(white:alpha:)`
  case `UIColor.label`
  case `UIColor.labelColor`
  case `UIColor.lightGray`
  case `UIColor.link`
  case `UIColor.linkColor`
  case `UIColor.magenta`
  case `UIColor.opaqueSeparator`
  case `UIColor.orange`
  case `UIColor.placeholderText`
  case `UIColor.purple`
  case `UIColor.quaternaryLabel`
  case `UIColor.quaternarySystemFill`
  case `UIColor.red`
  case `UIColor.secondaryLabel`
  case `UIColor.secondarySystemBackground`
  case `UIColor.secondarySystemFill`
  case `UIColor.secondarySystemGroupedBackground`
  case `UIColor.separator`
  case `UIColor.systemBackground`
  case `UIColor.systemBlue`
  case `UIColor.systemBrown`
  case `UIColor.systemCyan`
  case `UIColor.systemFill`
  case `UIColor.systemGray`
  case `UIColor.systemGray2`
  case `UIColor.systemGray3`
  case `UIColor.systemGray4`
  case `UIColor.systemGray5`
  case `UIColor.systemGray6`
  case `UIColor.systemGreen`
  case `UIColor.systemGroupedBackground`
  case `UIColor.systemIndigo`
  case `UIColor.systemMint`
  case `UIColor.systemOrange`
  case `UIColor.systemPink`
  case `UIColor.systemPurple`
  case `UIColor.systemRed`
  case `UIColor.systemTeal`
  case `UIColor.systemYellow`
  case `UIColor.tertiaryLabel`
  case `UIColor.tertiarySystemBackground`
  case `UIColor.tertiarySystemFill`
  case `UIColor.tertiarySystemGroupedBackground`
  case `UIColor.white`
  case `UIColor.withAlphaComponent(_:)`
  case `UIColor.yellow`
  case `UIControl`
  case `UIControl.Event`
  case `UIControl.Event.editingChanged`
  case `UIControl.Event.primaryActionTriggered`
  case `UIControl.Event.touchDown`
  case `UIControl.Event.touchUpInside`
  case `UIControl.Event.valueChanged`
  case `UIControl.State`
  case `UIControl.State.disabled`
  case `UIControl.State.highlighted`
  case `UIControl.State.normal`
  case `UIControl.State.selected`
  case `UIControl.addTarget(_:action:for:)`
  case `UIControl.init()`
  case `UIControl.init(frame:)`
  case `UIControl.isEnabled`
  case `UIControl.isSelected`
  case `UIDevice`
  case `UIDevice.current`
  case `UIDevice.model`
  case `UIDevice.name`
  case `UIDevice.orientation`
  case `UIDevice.systemName`
  case `UIDevice.systemVersion`
  case `UIDevice.userInterfaceIdiom`
  case `UIDeviceOrientation`
  case `UIDeviceOrientation.isLandscape`
  case `UIDeviceOrientation.isPortrait`
  case `UIEdgeInsets`
  case `UIEdgeInsets.bottom`
  case `UIEdgeInsets.init(top:left:bottom:right:)`
  case `UIEdgeInsets.left`
  case `UIEdgeInsets.right`
  case `UIEdgeInsets.top`
  case `UIEdgeInsets.zero`
  case `UIEvent`
  case `UIFont`
  case `UIFont.TextStyle`
  case `UIFont.TextStyle.body`
  case `UIFont.TextStyle.callout`
  case `UIFont.TextStyle.caption1`
  case `UIFont.TextStyle.caption2`
  case `UIFont.TextStyle.footnote`
  case `UIFont.TextStyle.headline`
  case `UIFont.TextStyle.largeTitle`
  case `UIFont.TextStyle.subheadline`
  case `UIFont.TextStyle.title1`
  case `UIFont.TextStyle.title2`
  case `UIFont.TextStyle.title3`
  case `UIFont.Weight`
  case `UIFont.Weight.black`
  case `UIFont.Weight.bold`
  case `UIFont.Weight.heavy`
  case `UIFont.Weight.light`
  case `UIFont.Weight.medium`
  case `UIFont.Weight.regular`
  case `UIFont.Weight.semibold`
  case `UIFont.Weight.thin`
  case `UIFont.Weight.ultraLight`
  case `UIFont.ascender`
  case `UIFont.boldSystemFont(ofSize:)`
  case `UIFont.capHeight`
  case `UIFont.descender`
  case `UIFont.familyName`
  case `UIFont.fontName`
  case `UIFont.init(name:size:)`
  case `UIFont.italicSystemFont(ofSize:)`
  case `UIFont.lineHeight`
  case `UIFont.monospacedSystemFont(ofSize:weight:)`
  case `UIFont.pointSize`
  case `UIFont.preferredFont(forTextStyle:)`
  case `UIFont.systemFont(ofSize:)`
  case `UIFont.systemFont(ofSize:weight:)`
  case `UIFont.withSize(_:)`
  case `UIGestureRecognizer`
  case `UIGestureRecognizer.State`
  case `UIGestureRecognizer.State.recognized`
  case `UIGestureRecognizer.addTarget(_:action:)`
  case `UIGestureRecognizer.cancelsTouchesInView`
  case `UIGestureRecognizer.delaysTouchesBegan`
  case `UIGestureRecognizer.delaysTouchesEnded`
  case `UIGestureRecognizer.delegate`
  case `UIGestureRecognizer.init()`
  case `UIGestureRecognizer.init(target:action:)`
  case `UIGestureRecognizer.isEnabled`
  case `UIGestureRecognizer.location(in:)`
  case `UIGestureRecognizer.name`
  case `UIGestureRecognizer.numberOfTouches`
  case `UIGestureRecognizer.removeTarget(_:action:)`
  case `UIGestureRecognizer.require(toFail:)`
  case `UIGestureRecognizer.state`
  case `UIGestureRecognizer.view`
  case `UIGestureRecognizerDelegate`
  case `UIGestureRecognizerRepresentable`
  case `UIGestureRecognizerRepresentable.handleUIGestureRecognizerAction(_:context:)`
  case `UIGestureRecognizerRepresentable.makeCoordinator(converter:)`
  case `UIGestureRecognizerRepresentable.makeUIGestureRecognizer(context:)`
  case `UIGestureRecognizerRepresentable.updateUIGestureRecognizer(_:context:)`
  case `UIGestureRecognizerRepresentableContext`
  case `UIGestureRecognizerRepresentableContext.converter`
  case `UIGestureRecognizerRepresentableContext.coordinator`
  case `UIGestureRecognizerRepresentableCoordinateSpaceConverter`
  case `UIGestureRecognizerRepresentableCoordinateSpaceConverter.globalLocation`
  case `UIGestureRecognizerRepresentableCoordinateSpaceConverter.localLocation`
  case `UIGestureRecognizerRepresentableCoordinateSpaceConverter.localTranslation`
  case `UIGestureRecognizerRepresentableCoordinateSpaceConverter.location(in:)`
  case `UIHostingController`
  case `UIHostingController.init(rootView:)`
  case `UIHostingController.rootView`
  case `UIImage`
  case `UIImage.Configuration`
  case `UIImage.RenderingMode`
  case `UIImage.SymbolConfiguration`
  case `UIImage.SymbolConfiguration.init(pointSize:)`
  case `UIImage.SymbolConfiguration.init(pointSize:weight:scale:)`
  case `UIImage.SymbolConfiguration.init(scale:)`
  case `UIImage.SymbolScale`
  case `UIImage.SymbolWeight`
  case `UIImage.cgImage`
  case `UIImage.init()`
  case `UIImage.init(contentsOfFile:)`
  case `UIImage.init(data:)`
  case `UIImage.init(named:)`
  case `UIImage.init(resource:)`
  case `UIImage.init(systemName:)`
  case `UIImage.init(systemName:withConfiguration:)`
  case `UIImage.jpegData(compressionQuality:)`
  case `UIImage.pngData()`
  case `UIImage.size`
  case `UIImage.withRenderingMode(_:)`
  case `UIImagePickerController`
  case `UIImagePickerController.CameraDevice`
  case `UIImagePickerController.InfoKey`
  case `UIImagePickerController.InfoKey.cropRect`
  case `UIImagePickerController.InfoKey.editedImage`
  case `UIImagePickerController.InfoKey.imageURL`
  case `UIImagePickerController.InfoKey.mediaType`
  case `UIImagePickerController.InfoKey.originalImage`
  case `UIImagePickerController.SourceType`
  case `UIImagePickerController.allowsEditing`
  case `UIImagePickerController.cameraDevice`
  case `UIImagePickerController.delegate`
  case `UIImagePickerController.init()`
  case `UIImagePickerController.isSourceTypeAvailable(_:)`
  case `UIImagePickerController.mediaTypes`
  case `UIImagePickerController.sourceType`
  case `UIImagePickerControllerDelegate`
  case `UIImageView`
  case `UIImageView.image`
  case `UIImageView.init()`
  case `UIImageView.init(frame:)`
  case `UIImageView.init(image:)`
  case `UIImpactFeedbackGenerator`
  case `UIImpactFeedbackGenerator.FeedbackStyle`
  case `UIImpactFeedbackGenerator.impactOccurred()`
  case `UIImpactFeedbackGenerator.impactOccurred(intensity:)`
  case `UIImpactFeedbackGenerator.init()`
  case `UIImpactFeedbackGenerator.init(style:)`
  case `UIImpactFeedbackGenerator.prepare()`
  case `UIKeyboardType`
  case `UIKeyboardType.alphabet`
  case `UILabel`
  case `UILabel.adjustsFontSizeToFitWidth`
  case `UILabel.attributedText`
  case `UILabel.font`
  case `UILabel.numberOfLines`
  case `UILabel.text`
  case `UILabel.textAlignment`
  case `UILabel.textColor`
  case `UILayoutGuide`
  case `UILayoutGuide.bottomAnchor`
  case `UILayoutGuide.centerXAnchor`
  case `UILayoutGuide.centerYAnchor`
  case `UILayoutGuide.heightAnchor`
  case `UILayoutGuide.leadingAnchor`
  case `UILayoutGuide.topAnchor`
  case `UILayoutGuide.trailingAnchor`
  case `UILayoutGuide.widthAnchor`
  case `UILongPressGestureRecognizer`
  case `UILongPressGestureRecognizer.allowableMovement`
  case `UILongPressGestureRecognizer.init()`
  case `UILongPressGestureRecognizer.init(target:action:)`
  case `UILongPressGestureRecognizer.minimumPressDuration`
  case `UILongPressGestureRecognizer.numberOfTouchesRequired`
  case `UIModalPresentationStyle`
  case `UINavigationBar`
  case `UINavigationBar.appearance()`
  case `UINavigationBar.barTintColor`
  case `UINavigationBar.compactAppearance`
  case `UINavigationBar.compactScrollEdgeAppearance`
  case `UINavigationBar.init()`
  case `UINavigationBar.init(frame:)`
  case `UINavigationBar.isTranslucent`
  case `UINavigationBar.largeTitleTextAttributes`
  case `UINavigationBar.scrollEdgeAppearance`
  case `UINavigationBar.standardAppearance`
  case `UINavigationBar.titleTextAttributes`
  case `UINavigationBarAppearance`
  case `UINavigationBarAppearance.init()`
  case `UINavigationBarAppearance.largeTitleTextAttributes`
  case `UINavigationBarAppearance.setBackIndicatorImage(_:transitionMaskImage:)`
  case `UINavigationBarAppearance.titleTextAttributes`
  case `UINavigationController`
  case `UINavigationController.init(rootViewController:)`
  case `UINavigationController.isNavigationBarHidden`
  case `UINavigationController.navigationBar`
  case `UINavigationController.popViewController(animated:)`
  case `UINavigationController.pushViewController(_:animated:)`
  case `UINavigationController.setNavigationBarHidden(_:animated:)`
  case `UINavigationController.topViewController`
  case `UINavigationController.viewControllers`
  case `UINavigationControllerDelegate`
  case `UINotificationFeedbackGenerator`
  case `UINotificationFeedbackGenerator.FeedbackType`
  case `UINotificationFeedbackGenerator.init()`
  case `UINotificationFeedbackGenerator.notificationOccurred(_:)`
  case `UINotificationFeedbackGenerator.prepare()`
  case `UIPageControl`
  case `UIPageControl.BackgroundStyle`
  case `UIPageControl.appearance()`
  case `UIPageControl.backgroundStyle`
  case `UIPageControl.currentPage`
  case `UIPageControl.currentPageIndicatorTintColor`
  case `UIPageControl.hidesForSinglePage`
  case `UIPageControl.init()`
  case `UIPageControl.init(frame:)`
  case `UIPageControl.numberOfPages`
  case `UIPageControl.pageIndicatorTintColor`
  case `UIPageControl.preferredIndicatorImage`
  case `UIPanGestureRecognizer`
  case `UIPanGestureRecognizer.init()`
  case `UIPanGestureRecognizer.init(target:action:)`
  case `UIPanGestureRecognizer.maximumNumberOfTouches`
  case `UIPanGestureRecognizer.minimumNumberOfTouches`
  case `UIPanGestureRecognizer.setTranslation(_:in:)`
  case `UIPanGestureRecognizer.translation(in:)`
  case `UIPanGestureRecognizer.velocity(in:)`
  case `UIPasteboard`
  case `UIPasteboard.general`
  case `UIPasteboard.hasStrings`
  case `UIPasteboard.hasURLs`
  case `UIPasteboard.string`
  case `UIPasteboard.strings`
  case `UIPasteboard.url`
  case `UIPinchGestureRecognizer`
  case `UIPinchGestureRecognizer.init()`
  case `UIPinchGestureRecognizer.init(target:action:)`
  case `UIPinchGestureRecognizer.scale`
  case `UIPinchGestureRecognizer.velocity`
  case `UIPopoverArrowDirection`
  case `UIPopoverArrowDirection.any`
  case `UIPopoverArrowDirection.down`
  case `UIPopoverArrowDirection.left`
  case `UIPopoverArrowDirection.right`
  case `UIPopoverArrowDirection.unknown`
  case `UIPopoverArrowDirection.up`
  case `UIPopoverPresentationController`
  case `UIPopoverPresentationController.arrowDirection`
  case `UIPopoverPresentationController.permittedArrowDirections`
  case `UIPopoverPresentationController.sourceRect`
  case `UIPopoverPresentationController.sourceView`
  case `UIPopoverPresentationControllerDelegate`
  case `UIPresentationController`
  case `UIPresentationController.delegate`
  case `UIPresentationController.presentedViewController`
  case `UIPresentationController.presentingViewController`
  case `UIRectCorner`
  case `UIRectCorner.allCorners`
  case `UIRectCorner.bottomLeft`
  case `UIRectCorner.bottomRight`
  case `UIRectCorner.topLeft`
  case `UIRectCorner.topRight`
  case `UIRefreshControl`
  case `UIRefreshControl.appearance()`
  case `UIRefreshControl.attributedTitle`
  case `UIRefreshControl.beginRefreshing()`
  case `UIRefreshControl.endRefreshing()`
  case `UIRefreshControl.init()`
  case `UIRefreshControl.isRefreshing`
  case `UIResponder`
  case `UIResponder.becomeFirstResponder()`
  case `UIResponder.keyboardAnimationCurveUserInfoKey`
  case `UIResponder.keyboardAnimationDurationUserInfoKey`
  case `UIResponder.keyboardDidChangeFrameNotification`
  case `UIResponder.keyboardDidHideNotification`
  case `UIResponder.keyboardDidShowNotification`
  case `UIResponder.keyboardFrameBeginUserInfoKey`
  case `UIResponder.keyboardFrameEndUserInfoKey`
  case `UIResponder.keyboardIsLocalUserInfoKey`
  case `UIResponder.keyboardWillChangeFrameNotification`
  case `UIResponder.keyboardWillHideNotification`
  case `UIResponder.keyboardWillShowNotification`
  case `UIResponder.next`
  case `UIResponder.resignFirstResponder()`
  case `UIRotationGestureRecognizer`
  case `UIRotationGestureRecognizer.init()`
  case `UIRotationGestureRecognizer.init(target:action:)`
  case `UIRotationGestureRecognizer.rotation`
  case `UIRotationGestureRecognizer.velocity`
  case `UIScene`
  case `UIScene.ActivationState`
  case `UIScene.ConnectionOptions`
  case `UIScene.activationState`
  case `UISceneConfiguration`
  case `UISceneConfiguration.delegateClass`
  case `UISceneConfiguration.init(name:sessionRole:)`
  case `UISceneSession`
  case `UISceneSession.Role`
  case `UISceneSession.Role.windowApplication`
  case `UISceneSession.role`
  case `UIScreen`
  case `UIScreen.bounds`
  case `UIScreen.capturedDidChangeNotification`
  case `UIScreen.isCaptured`
  case `UIScreen.main`
  case `UIScreen.scale`
  case `UIScrollView`
  case `UIScrollView.appearance()`
  case `UIScrollView.bounces`
  case `UIScrollView.contentInset`
  case `UIScrollView.contentLayoutGuide`
  case `UIScrollView.contentOffset`
  case `UIScrollView.contentSize`
  case `UIScrollView.delegate`
  case `UIScrollView.frameLayoutGuide`
  case `UIScrollView.isDecelerating`
  case `UIScrollView.isDragging`
  case `UIScrollView.isPagingEnabled`
  case `UIScrollView.isScrollEnabled`
  case `UIScrollView.maximumZoomScale`
  case `UIScrollView.minimumZoomScale`
  case `UIScrollView.refreshControl`
  case `UIScrollView.setContentOffset(_:animated:)`
  case `UIScrollView.showsHorizontalScrollIndicator`
  case `UIScrollView.showsVerticalScrollIndicator`
  case `UIScrollView.zoomScale`
  case `UIScrollViewDelegate`
  case `UISegmentedControl`
  case `UISegmentedControl.appearance()`
  case `UISegmentedControl.selectedSegmentTintColor`
  case `UISegmentedControl.setTitleTextAttributes(_:for:)`
  case `UISelectionFeedbackGenerator`
  case `UISelectionFeedbackGenerator.init()`
  case `UISelectionFeedbackGenerator.prepare()`
  case `UISelectionFeedbackGenerator.selectionChanged()`
  case `UISlider`
  case `UISlider.init()`
  case `UISlider.init(frame:)`
  case `UISlider.isContinuous`
  case `UISlider.maximumTrackTintColor`
  case `UISlider.maximumValue`
  case `UISlider.minimumTrackTintColor`
  case `UISlider.minimumValue`
  case `UISlider.setValue(_:animated:)`
  case `UISlider.thumbTintColor`
  case `UISlider.value`
  case `UIStackView`
  case `UIStackView.addArrangedSubview(_:)`
  case `UIStackView.arrangedSubviews`
  case `UIStackView.axis`
  case `UIStackView.init()`
  case `UIStackView.init(arrangedSubviews:)`
  case `UIStackView.init(frame:)`
  case `UIStackView.spacing`
  case `UIStatusBarStyle`
  case `UISwitch`
  case `UISwitch.appearance()`
  case `UISwitch.init()`
  case `UISwitch.init(frame:)`
  case `UISwitch.isOn`
  case `UISwitch.onTintColor`
  case `UISwitch.setOn(_:animated:)`
  case `UISwitch.thumbTintColor`
  case `UITabBar`
  case `UITabBar.appearance()`
  case `UITabBar.barTintColor`
  case `UITabBar.init()`
  case `UITabBar.init(frame:)`
  case `UITabBar.isTranslucent`
  case `UITabBar.scrollEdgeAppearance`
  case `UITabBar.standardAppearance`
  case `UITabBar.unselectedItemTintColor`
  case `UITabBarAppearance`
  case `UITabBarAppearance.init()`
  case `UITabBarController`
  case `UITabBarController.init()`
  case `UITabBarController.moreNavigationController`
  case `UITabBarController.selectedIndex`
  case `UITabBarController.selectedViewController`
  case `UITabBarController.setViewControllers(_:animated:)`
  case `UITabBarController.tabBar`
  case `UITabBarController.viewControllers`
  case `UITableView`
  case `UITableView.appearance()`
  case `UITableView.backgroundView`
  case `UITableView.separatorColor`
  case `UITableView.separatorStyle`
  case `UITableViewCell`
  case `UITableViewCell.SeparatorStyle`
  case `UITableViewCell.appearance()`
  case `UITableViewCell.backgroundView`
  case `UITapGestureRecognizer`
  case `UITapGestureRecognizer.init()`
  case `UITapGestureRecognizer.init(target:action:)`
  case `UITapGestureRecognizer.numberOfTapsRequired`
  case `UITapGestureRecognizer.numberOfTouchesRequired`
  case `UITextAutocapitalizationType`
  case `UITextChecker`
  case `UITextChecker.guesses(forWordRange:in:language:)`
  case `UITextChecker.init()`
  case `UITextChecker.rangeOfMisspelledWord(in:range:startingAt:wrap:language:)`
  case `UITextContentType`
  case `UITextContentType.URL`
  case `UITextContentType.emailAddress`
  case `UITextContentType.familyName`
  case `UITextContentType.fullStreetAddress`
  case `UITextContentType.givenName`
  case `UITextContentType.name`
  case `UITextContentType.newPassword`
  case `UITextContentType.nickname`
  case `UITextContentType.oneTimeCode`
  case `UITextContentType.password`
  case `UITextContentType.postalCode`
  case `UITextContentType.telephoneNumber`
  case `UITextContentType.username`
  case `UITextField`
  case `UITextField.BorderStyle`
  case `UITextField.ViewMode`
  case `UITextField.appearance()`
  case `UITextField.borderStyle`
  case `UITextField.clearButtonMode`
  case `UITextField.delegate`
  case `UITextField.font`
  case `UITextField.isSecureTextEntry`
  case `UITextField.keyboardType`
  case `UITextField.placeholder`
  case `UITextField.text`
  case `UITextField.textAlignment`
  case `UITextField.textColor`
  case `UITextField.textContentType`
  case `UITextFieldDelegate`
  case `UITextView`
  case `UITextView.attributedText`
  case `UITextView.delegate`
  case `UITextView.font`
  case `UITextView.isEditable`
  case `UITextView.isSelectable`
  case `UITextView.text`
  case `UITextView.textAlignment`
  case `UITextView.textColor`
  case `UITextView.textContentType`
  case `UITextViewDelegate`
  case `UIUserInterfaceIdiom`
  case `UIUserInterfaceStyle`
  case `UIView`
  case `UIView.AnimationCurve`
  case `UIView.AnimationCurve.init(rawValue:)`
  case `UIView.AnimationCurve.rawValue`
  case `UIView.AnimationOptions`
  case `UIView.AnimationOptions.allowUserInteraction`
  case `UIView.AnimationOptions.autoreverse`
  case `UIView.AnimationOptions.beginFromCurrentState`
  case `UIView.AnimationOptions.curveEaseIn`
  case `UIView.AnimationOptions.curveEaseInOut`
  case `UIView.AnimationOptions.curveEaseOut`
  case `UIView.AnimationOptions.curveLinear`
  case `UIView.AnimationOptions.repeat`
  case `UIView.ContentMode`
  case `UIView.addGestureRecognizer(_:)`
  case `UIView.addSubview(_:)`
  case `UIView.alpha`
  case `UIView.animate(withDuration:animations:)`
  case `UIView.animate(withDuration:animations:completion:)`
  case `UIView.animate(withDuration:delay:options:animations:completion:)`
  case `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`
  case `UIView.backgroundColor`
  case `UIView.bottomAnchor`
  case `UIView.bounds`
  case `UIView.bringSubviewToFront(_:)`
  case `UIView.center`
  case `UIView.centerXAnchor`
  case `UIView.centerYAnchor`
  case `UIView.clipsToBounds`
  case `UIView.contentMode`
  case `UIView.convert(_:from:)`
  case `UIView.convert(_:to:)`
  case `UIView.endEditing(_:)`
  case `UIView.frame`
  case `UIView.gestureRecognizers`
  case `UIView.heightAnchor`
  case `UIView.hitTest(_:with:)`
  case `UIView.init()`
  case `UIView.init(frame:)`
  case `UIView.insertSubview(_:at:)`
  case `UIView.intrinsicContentSize`
  case `UIView.invalidateIntrinsicContentSize()`
  case `UIView.isHidden`
  case `UIView.isMultipleTouchEnabled`
  case `UIView.isUserInteractionEnabled`
  case `UIView.layer`
  case `UIView.layoutIfNeeded()`
  case `UIView.layoutSubviews()`
  case `UIView.leadingAnchor`
  case `UIView.leftAnchor`
  case `UIView.noIntrinsicMetric`
  case `UIView.overrideUserInterfaceStyle`
  case `UIView.point(inside:with:)`
  case `UIView.removeFromSuperview()`
  case `UIView.removeGestureRecognizer(_:)`
  case `UIView.rightAnchor`
  case `UIView.safeAreaInsets`
  case `UIView.safeAreaLayoutGuide`
  case `UIView.sendSubviewToBack(_:)`
  case `UIView.setNeedsDisplay()`
  case `UIView.setNeedsLayout()`
  case `UIView.sizeToFit()`
  case `UIView.subviews`
  case `UIView.superview`
  case `UIView.tag`
  case `UIView.tintColor`
  case `UIView.topAnchor`
  case `UIView.trailingAnchor`
  case `UIView.transform`
  case `UIView.translatesAutoresizingMaskIntoConstraints`
  case `UIView.widthAnchor`
  case `UIView.window`
  case `UIViewController`
  case `UIViewController.addChild(_:)`
  case `UIViewController.children`
  case `UIViewController.didMove(toParent:)`
  case `UIViewController.dismiss(animated:completion:)`
  case `UIViewController.init()`
  case `UIViewController.init(nibName:bundle:)`
  case `UIViewController.modalPresentationStyle`
  case `UIViewController.navigationController`
  case `UIViewController.parent`
  case `UIViewController.popoverPresentationController`
  case `UIViewController.preferredContentSize`
  case `UIViewController.preferredStatusBarStyle`
  case `UIViewController.prefersStatusBarHidden`
  case `UIViewController.present(_:animated:completion:)`
  case `UIViewController.presentationController`
  case `UIViewController.presentedViewController`
  case `UIViewController.presentingViewController`
  case `UIViewController.removeFromParent()`
  case `UIViewController.setNeedsStatusBarAppearanceUpdate()`
  case `UIViewController.tabBarController`
  case `UIViewController.title`
  case `UIViewController.view`
  case `UIViewController.viewDidAppear(_:)`
  case `UIViewController.viewDidDisappear(_:)`
  case `UIViewController.viewDidLayoutSubviews()`
  case `UIViewController.viewDidLoad()`
  case `UIViewController.viewWillAppear(_:)`
  case `UIViewController.viewWillDisappear(_:)`
  case `UIViewController.viewWillLayoutSubviews()`
  case `UIViewControllerRepresentable`
  case `UIViewControllerRepresentable.dismantleUIViewController(_:coordinator:)`
  case `UIViewControllerRepresentable.makeCoordinator()`
  case `UIViewControllerRepresentable.makeUIViewController(context:)`
  case `UIViewControllerRepresentable.sizeThatFits(_:uiViewController:context:)`
  case `UIViewControllerRepresentable.updateUIViewController(_:context:)`
  case `UIViewControllerRepresentableContext`
  case `UIViewControllerRepresentableContext.coordinator`
  case `UIViewControllerRepresentableContext.environment`
  case `UIViewControllerRepresentableContext.transaction`
  case `UIViewControllerTransitionCoordinator`
  case `UIViewRepresentable`
  case `UIViewRepresentable.dismantleUIView(_:coordinator:)`
  case `UIViewRepresentable.makeCoordinator()`
  case `UIViewRepresentable.makeUIView(context:)`
  case `UIViewRepresentable.sizeThatFits(_:uiView:context:)`
  case `UIViewRepresentable.updateUIView(_:context:)`
  case `UIViewRepresentableContext`
  case `UIViewRepresentableContext.coordinator`
  case `UIViewRepresentableContext.environment`
  case `UIViewRepresentableContext.transaction`
  case `UIVisualEffect`
  case `UIVisualEffectView`
  case `UIVisualEffectView.contentView`
  case `UIVisualEffectView.effect`
  case `UIVisualEffectView.init()`
  case `UIVisualEffectView.init(effect:)`
  case `UIVisualEffectView.init(frame:)`
  case `UIWindow`
  case `UIWindow.Level`
  case `UIWindow.Level.+(_:_:)`
  case `UIWindow.Level.-(_:_:)`
  case `UIWindow.Level.alert`
  case `UIWindow.Level.init(rawValue:)`
  case `UIWindow.Level.normal`
  case `UIWindow.Level.rawValue`
  case `UIWindow.Level.statusBar`
  case `UIWindow.init()`
  case `UIWindow.init(frame:)`
  case `UIWindow.init(windowScene:)`
  case `UIWindow.isKeyWindow`
  case `UIWindow.makeKeyAndVisible()`
  case `UIWindow.rootViewController`
  case `UIWindow.windowLevel`
  case `UIWindow.windowScene`
  case `UIWindowScene`
  case `UIWindowScene.keyWindow`
  case `UIWindowScene.screen`
  case `UIWindowScene.windows`
  case `UIWindowSceneDelegate`
  case `URL`
  case `URL.absoluteString`
  case `URL.appending(component:)`
  case `URL.appending(path:)`
  case `URL.appendingPathComponent(_:)`
  case `URL.appendingPathExtension(_:)`
  case `URL.deletingLastPathComponent()`
  case `URL.deletingPathExtension()`
  case `URL.description`
  case `URL.documentsDirectory`
  case `URL.fragment`
  case `URL.host`
  case `URL.init(fileURLWithPath:)`
  case `URL.init(string:)`
  case `URL.init(string:relativeTo:)`
  case `URL.isFileURL`
  case `URL.lastPathComponent`
  case `URL.path`
  case `URL.path(percentEncoded:)`
  case `URL.pathExtension`
  case `URL.port`
  case `URL.query`
  case `URL.scheme`
  case `URLComponents`
  case `URLComponents.description`
  case `URLComponents.fragment`
  case `URLComponents.host`
  case `URLComponents.init()`
  case `URLComponents.init(string:)`
  case `URLComponents.init(url:resolvingAgainstBaseURL:)`
  case `URLComponents.path`
  case `URLComponents.port`
  case `URLComponents.query`
  case `URLComponents.queryItems`
  case `URLComponents.scheme`
  case `URLComponents.string`
  case `URLComponents.url`
  case `URLError`
  case `URLError.Code`
  case `URLError.Code.appTransportSecurityRequiresSecureConnection`
  case `URLError.Code.backgroundSessionInUseByAnotherProcess`
  case `URLError.Code.backgroundSessionRequiresSharedContainer`
  case `URLError.Code.backgroundSessionWasDisconnected`
  case `URLError.Code.badServerResponse`
  case `URLError.Code.badURL`
  case `URLError.Code.callIsActive`
  case `URLError.Code.cancelled`
  case `URLError.Code.cannotCloseFile`
  case `URLError.Code.cannotConnectToHost`
  case `URLError.Code.cannotCreateFile`
  case `URLError.Code.cannotDecodeContentData`
  case `URLError.Code.cannotDecodeRawData`
  case `URLError.Code.cannotFindHost`
  case `URLError.Code.cannotLoadFromNetwork`
  case `URLError.Code.cannotMoveFile`
  case `URLError.Code.cannotOpenFile`
  case `URLError.Code.cannotParseResponse`
  case `URLError.Code.cannotRemoveFile`
  case `URLError.Code.cannotWriteToFile`
  case `URLError.Code.clientCertificateRejected`
  case `URLError.Code.clientCertificateRequired`
  case `URLError.Code.dataLengthExceedsMaximum`
  case `URLError.Code.dataNotAllowed`
  case `URLError.Code.dnsLookupFailed`
  case `URLError.Code.downloadDecodingFailedMidStream`
  case `URLError.Code.downloadDecodingFailedToComplete`
  case `URLError.Code.fileDoesNotExist`
  case `URLError.Code.fileIsDirectory`
  case `URLError.Code.fileOutsideSafeArea`
  case `URLError.Code.httpTooManyRedirects`
  case `URLError.Code.internationalRoamingOff`
  case `URLError.Code.networkConnectionLost`
  case `URLError.Code.noPermissionsToReadFile`
  case `URLError.Code.notConnectedToInternet`
  case `URLError.Code.redirectToNonExistentLocation`
  case `URLError.Code.requestBodyStreamExhausted`
  case `URLError.Code.resourceUnavailable`
  case `URLError.Code.secureConnectionFailed`
  case `URLError.Code.serverCertificateHasBadDate`
  case `URLError.Code.serverCertificateHasUnknownRoot`
  case `URLError.Code.serverCertificateNotYetValid`
  case `URLError.Code.serverCertificateUntrusted`
  case `URLError.Code.timedOut`
  case `URLError.Code.unknown`
  case `URLError.Code.unsupportedURL`
  case `URLError.Code.userAuthenticationRequired`
  case `URLError.Code.userCancelledAuthentication`
  case `URLError.Code.zeroByteResource`
  case `URLError.code`
  case `URLError.init(_:)`
  case `URLQueryItem`
  case `URLQueryItem.description`
  case `URLQueryItem.init(name:value:)`
  case `URLQueryItem.name`
  case `URLQueryItem.value`
  case `URLRequest`
  case `URLRequest.httpBody`
  case `URLRequest.httpMethod`
  case `URLRequest.init(url:)`
  case `URLRequest.setValue(_:forHTTPHeaderField:)`
  case `URLRequest.url`
  case `URLResponse`
  case `URLResponse.url`
  case `URLSession`
  case `URLSession.DataTaskPublisher`
  case `URLSession.configuration`
  case `URLSession.data(for:)`
  case `URLSession.data(for:delegate:)`
  case `URLSession.data(from:)`
  case `URLSession.data(from:delegate:)`
  case `URLSession.dataTask(with:completionHandler:)`
  case `URLSession.dataTaskPublisher(for:)`
  case `URLSession.init(configuration:)`
  case `URLSession.shared`
  case `URLSessionConfiguration`
  case `URLSessionConfiguration.default`
  case `URLSessionConfiguration.ephemeral`
  case `URLSessionDataTask`
  case `URLSessionTask`
  case `URLSessionTask.cancel()`
  case `URLSessionTask.resume()`
  case `URLSessionTaskDelegate`
  case `UTType`
  case `UTType.audio`
  case `UTType.content`
  case `UTType.data`
  case `UTType.fileURL`
  case `UTType.identifier`
  case `UTType.image`
  case `UTType.init(_:)`
  case `UTType.item`
  case `UTType.jpeg`
  case `UTType.json`
  case `UTType.movie`
  case `UTType.pdf`
  case `UTType.plainText`
  case `UTType.png`
  case `UTType.text`
  case `UTType.url`
  case `UTType.utf8PlainText`
  case `UUID`
  case `UUID.description`
  case `UUID.init()`
  case `UUID.uuidString`
  case `UnevenRoundedRectangle`
  case `UnevenRoundedRectangle.init(cornerRadii:style:)`
  case `UnevenRoundedRectangle.init(topLeadingRadius:bottomLeadingRadius:bottomTrailingRadius:topTrailingRadius:style:)`
  case `UnfoldSequence`
  case `UnfoldSequence.contains(where:)`
  case `UnfoldSequence.first(where:)`
  case `UnfoldSequence.prefix(_:)`
  case `UnfoldSequence.prefix(while:)`
  case `Unicode`
  case `Unicode.Scalar`
  case `Unicode.Scalar.Properties`
  case `Unicode.Scalar.Properties.isAlphabetic`
  case `Unicode.Scalar.Properties.isEmoji`
  case `Unicode.Scalar.Properties.isEmojiPresentation`
  case `Unicode.Scalar.Properties.isLowercase`
  case `Unicode.Scalar.Properties.isUppercase`
  case `Unicode.Scalar.Properties.isWhitespace`
  case `Unicode.Scalar.description`
  case `Unicode.Scalar.init(_:)`
  case `Unicode.Scalar.isASCII`
  case `Unicode.Scalar.properties`
  case `Unicode.Scalar.value`
  case `Unicode.UTF8`
  case `UnitCurve`
  case `UnitCurve.bezier(startControlPoint:endControlPoint:)`
  case `UnitCurve.easeIn`
  case `UnitCurve.easeInOut`
  case `UnitCurve.easeOut`
  case `UnitCurve.linear`
  case `UnitPoint`
  case `UnitPoint.bottom`
  case `UnitPoint.bottomLeading`
  case `UnitPoint.bottomTrailing`
  case `UnitPoint.center`
  case `UnitPoint.init()`
  case `UnitPoint.init(x:y:)`
  case `UnitPoint.leading`
  case `UnitPoint.top`
  case `UnitPoint.topLeading`
  case `UnitPoint.topTrailing`
  case `UnitPoint.trailing`
  case `UnitPoint.x`
  case `UnitPoint.y`
  case `UnitPoint.zero`
  case `UnkeyedDecodingContainer`
  case `UnkeyedDecodingContainer.codingPath`
  case `UnkeyedDecodingContainer.count`
  case `UnkeyedDecodingContainer.currentIndex`
  case `UnkeyedDecodingContainer.decode(_:)`
  case `UnkeyedDecodingContainer.decodeIfPresent(_:)`
  case `UnkeyedDecodingContainer.decodeNil()`
  case `UnkeyedDecodingContainer.isAtEnd`
  case `UnkeyedDecodingContainer.nestedContainer(keyedBy:)`
  case `UnkeyedEncodingContainer`
  case `UnkeyedEncodingContainer.count`
  case `UnkeyedEncodingContainer.encode(_:)`
  case `UnkeyedEncodingContainer.encodeNil()`
  case `UserDefaults`
  case `UserDefaults.array(forKey:)`
  case `UserDefaults.bool(forKey:)`
  case `UserDefaults.data(forKey:)`
  case `UserDefaults.double(forKey:)`
  case `UserDefaults.init(suiteName:)`
  case `UserDefaults.integer(forKey:)`
  case `UserDefaults.object(forKey:)`
  case `UserDefaults.register(defaults:)`
  case `UserDefaults.removeObject(forKey:)`
  case `UserDefaults.set(_:forKey:)`
  case `UserDefaults.standard`
  case `UserDefaults.string(forKey:)`
  case `UserInterfaceSizeClass`
  case `VStack`
  case `VStack.init(alignment:spacing:content:)`
  case `VariableColorSymbolEffect`
  case `VariableColorSymbolEffect.cumulative`
  case `VariableColorSymbolEffect.dimInactiveLayers`
  case `VariableColorSymbolEffect.hideInactiveLayers`
  case `VariableColorSymbolEffect.iterative`
  case `VariableColorSymbolEffect.nonReversing`
  case `VariableColorSymbolEffect.reversing`
  case `VectorArithmetic`
  case `VectorArithmetic.interpolated(towards:amount:)`
  case `VerticalAlignment`
  case `VerticalAlignment.bottom`
  case `VerticalAlignment.center`
  case `VerticalAlignment.firstTextBaseline`
  case `VerticalAlignment.init(_:)`
  case `VerticalAlignment.lastTextBaseline`
  case `VerticalAlignment.top`
  case `VerticalEdge`
  case `VerticalEdge.Set`
  case `VerticalEdge.Set.all`
  case `VerticalEdge.Set.bottom`
  case `VerticalEdge.Set.top`
  case `View`
  case `View._printChanges()`
  case `View.accentColor(_:)`
  case `View.accessibility(addTraits:)`
  case `View.accessibility(hidden:)`
  case `View.accessibility(hint:)`
  case `View.accessibility(identifier:)`
  case `View.accessibility(label:)`
  case `View.accessibility(removeTraits:)`
  case `View.accessibility(value:)`
  case `View.accessibilityAction(_:_:)`
  case `View.accessibilityAction(action:label:)`
  case `View.accessibilityAction(named:_:)`
  case `View.accessibilityAddTraits(_:)`
  case `View.accessibilityAdjustableAction(_:)`
  case `View.accessibilityElement(children:)`
  case `View.accessibilityHidden(_:)`
  case `View.accessibilityHint(_:)`
  case `View.accessibilityIdentifier(_:)`
  case `View.accessibilityLabel(_:)`
  case `View.accessibilityRemoveTraits(_:)`
  case `View.accessibilityValue(_:)`
  case `View.accessibilityZoomAction(_:)`
  case `View.actionSheet(isPresented:content:)`
  case `View.actionSheet(item:content:)`
  case `View.alert(_:isPresented:actions:)`
  case `View.alert(_:isPresented:actions:message:)`
  case `View.alert(_:isPresented:presenting:actions:)`
  case `View.alert(_:isPresented:presenting:actions:message:)`
  case `View.alert(isPresented:content:)`
  case `View.alert(item:content:)`
  case `View.alignmentGuide(_:computeValue:)`
  case `View.allowsHitTesting(_:)`
  case `View.allowsTightening(_:)`
  case `View.allowsWindowActivationEvents()`
  case `View.allowsWindowActivationEvents(_:)`
  case `View.anchorPreference(key:value:transform:)`
  case `View.animation(_:)`
  case `View.animation(_:body:)`
  case `View.animation(_:value:)`
  case `View.aspectRatio(_:contentMode:)`
  case `View.autocapitalization(_:)`
  case `View.autocorrectionDisabled(_:)`
  case `View.background(_:alignment:)`
  case `View.background(_:ignoresSafeAreaEdges:)`
  case `View.background(_:in:fillStyle:)`
  case `View.background(alignment:content:)`
  case `View.background(ignoresSafeAreaEdges:)`
  case `View.backgroundPreferenceValue(_:_:)`
  case `View.backgroundPreferenceValue(_:alignment:_:)`
  case `View.badge(_:)`
  case `View.baselineOffset(_:)`
  case `View.blendMode(_:)`
  case `View.blur(radius:opaque:)`
  case `View.body`
  case `View.bold(_:)`
  case `View.border(_:width:)`
  case `View.brightness(_:)`
  case `View.buttonBorderShape(_:)`
  case `View.buttonRepeatBehavior(_:)`
  case `View.buttonStyle(_:)`
  case `View.clipShape(_:style:)`
  case `View.clipped(antialiased:)`
  case `View.colorEffect(_:isEnabled:)`
  case `View.colorInvert()`
  case `View.colorMultiply(_:)`
  case `View.colorScheme(_:)`
  case `View.compositingGroup()`
  case `View.confirmationDialog(_:isPresented:titleVisibility:actions:)`
  case `View.confirmationDialog(_:isPresented:titleVisibility:actions:message:)`
  case `View.confirmationDialog(_:isPresented:titleVisibility:presenting:actions:)`
  case `View.confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)`
  case `View.containerRelativeFrame(_:alignment:)`
  case `View.containerRelativeFrame(_:alignment:_:)`
  case `View.containerRelativeFrame(_:count:span:spacing:alignment:)`
  case `View.containerValue(_:_:)`
  case `View.contentMargins(_:_:for:)`
  case `View.contentMargins(_:for:)`
  case `View.contentShape(_:_:eoFill:)`
  case `View.contentShape(_:eoFill:)`
  case `View.contentTransition(_:)`
  case `View.contextMenu(_:)`
  case `View.contextMenu(menuItems:)`
  case `View.contrast(_:)`
  case `View.controlSize(_:)`
  case `View.coordinateSpace(_:)`
  case `View.coordinateSpace(name:)`
  case `View.cornerRadius(_:antialiased:)`
  case `View.datePickerStyle(_:)`
  case `View.defersSystemGestures(on:)`
  case `View.disableAutocorrection(_:)`
  case `View.disabled(_:)`
  case `View.distortionEffect(_:maxSampleOffset:isEnabled:)`
  case `View.draggable(_:)`
  case `View.draggable(_:preview:)`
  case `View.draggable(containerItemID:containerNamespace:)`
  case `View.drawingGroup()`
  case `View.dropDestination(for:action:isTargeted:)`
  case `View.dropDestination(for:isEnabled:action:)`
  case `View.edgesIgnoringSafeArea(_:)`
  case `View.environment(_:)`
  case `View.environment(_:_:)`
  case `View.environmentObject(_:)`
  case `View.fixedSize()`
  case `View.fixedSize(horizontal:vertical:)`
  case `View.focused(_:)`
  case `View.focused(_:equals:)`
  case `View.font(_:)`
  case `View.fontDesign(_:)`
  case `View.fontWeight(_:)`
  case `View.fontWidth(_:)`
  case `View.foregroundColor(_:)`
  case `View.foregroundStyle(_:)`
  case `View.foregroundStyle(_:_:)`
  case `View.formStyle(_:)`
  case `View.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`
  case `View.frame(width:height:alignment:)`
  case `View.fullScreenCover(isPresented:onDismiss:content:)`
  case `View.fullScreenCover(item:onDismiss:content:)`
  case `View.gesture(_:)`
  case `View.gesture(_:including:)`
  case `View.gesture(_:isEnabled:)`
  case `View.gesture(_:name:isEnabled:)`
  case `View.glassEffect(_:)`
  case `View.glassEffect(_:in:)`
  case `View.grayscale(_:)`
  case `View.gridCellAnchor(_:)`
  case `View.gridCellColumns(_:)`
  case `View.gridCellUnsizedAxes(_:)`
  case `View.gridColumnAlignment(_:)`
  case `View.handGestureShortcut(_:isEnabled:)`
  case `View.headerProminence(_:)`
  case `View.hidden()`
  case `View.highPriorityGesture(_:including:)`
  case `View.highPriorityGesture(_:isEnabled:)`
  case `View.highPriorityGesture(_:name:isEnabled:)`
  case `View.hoverEffect(_:isEnabled:)`
  case `View.hueRotation(_:)`
  case `View.id(_:)`
  case `View.ignoresSafeArea(_:edges:)`
  case `View.imageScale(_:)`
  case `View.indexViewStyle(_:)`
  case `View.interactiveDismissDisabled(_:)`
  case `View.italic(_:)`
  case `View.kerning(_:)`
  case `View.keyboardType(_:)`
  case `View.keyframeAnimator(initialValue:repeating:content:keyframes:)`
  case `View.keyframeAnimator(initialValue:trigger:content:keyframes:)`
  case `View.labelStyle(_:)`
  case `View.labelsHidden()`
  case `View.layerEffect(_:maxSampleOffset:isEnabled:)`
  case `View.layoutPriority(_:)`
  case `View.lineLimit(_:)`
  case `View.lineSpacing(_:)`
  case `View.listRowBackground(_:)`
  case `View.listRowInsets(_:)`
  case `View.listRowSeparator(_:edges:)`
  case `View.listRowSeparatorTint(_:edges:)`
  case `View.listSectionIndexVisibility(_:)`
  case `View.listSectionSeparator(_:edges:)`
  case `View.listStyle(_:)`
  case `View.luminanceToAlpha()`
  case `View.mask(_:)`
  case `View.mask(alignment:_:)`
  case `View.matchedGeometryEffect(id:in:properties:anchor:isSource:)`
  case `View.matchedTransitionSource(id:in:)`
  case `View.matchedTransitionSource(id:in:configuration:)`
  case `View.minimumScaleFactor(_:)`
  case `View.modifier(_:)`
  case `View.monospaced(_:)`
  case `View.multilineTextAlignment(_:)`
  case `View.navigationBarBackButtonHidden(_:)`
  case `View.navigationBarHidden(_:)`
  case `View.navigationBarItems(leading:)`
  case `View.navigationBarItems(leading:trailing:)`
  case `View.navigationBarItems(trailing:)`
  case `View.navigationBarTitle(_:)`
  case `View.navigationBarTitle(_:displayMode:)`
  case `View.navigationBarTitleDisplayMode(_:)`
  case `View.navigationDestination(for:destination:)`
  case `View.navigationDestination(isPresented:destination:)`
  case `View.navigationSplitViewColumnWidth(_:)`
  case `View.navigationSplitViewColumnWidth(min:ideal:max:)`
  case `View.navigationSplitViewStyle(_:)`
  case `View.navigationTitle(_:)`
  case `View.navigationTransition(_:)`
  case `View.navigationViewStyle(_:)`
  case `View.offset(_:)`
  case `View.offset(x:y:)`
  case `View.onAppear(perform:)`
  case `View.onChange(of:initial:_:)`
  case `View.onChange(of:perform:)`
  case `View.onDisappear(perform:)`
  case `View.onDrag(_:)`
  case `View.onDrag(_:preview:)`
  case `View.onDragSessionUpdated(_:)`
  case `View.onDrop(of:delegate:)`
  case `View.onDrop(of:isTargeted:perform:)`
  case `View.onDropSessionUpdated(_:)`
  case `View.onGeometryChange(for:of:action:)`
  case `View.onHover(perform:)`
  case `View.onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`
  case `View.onLongPressGesture(minimumDuration:maximumDistance:pressing:perform:)`
  case `View.onLongTouchGesture(minimumDuration:perform:onTouchingChanged:)`
  case `View.onOpenURL(perform:)`
  case `View.onPencilDoubleTap(perform:)`
  case `View.onPencilSqueeze(perform:)`
  case `View.onPreferenceChange(_:perform:)`
  case `View.onReceive(_:perform:)`
  case `View.onScrollGeometryChange(for:of:action:)`
  case `View.onScrollPhaseChange(_:)`
  case `View.onScrollVisibilityChange(threshold:_:)`
  case `View.onSubmit(of:_:)`
  case `View.onTapGesture(count:coordinateSpace:perform:)`
  case `View.onTapGesture(count:perform:)`
  case `View.opacity(_:)`
  case `View.overlay(_:alignment:)`
  case `View.overlay(_:ignoresSafeAreaEdges:)`
  case `View.overlay(_:in:fillStyle:)`
  case `View.overlay(alignment:content:)`
  case `View.overlayPreferenceValue(_:_:)`
  case `View.overlayPreferenceValue(_:alignment:_:)`
  case `View.padding(_:)`
  case `View.padding(_:_:)`
  case `View.phaseAnimator(_:content:animation:)`
  case `View.phaseAnimator(_:trigger:content:animation:)`
  case `View.pickerStyle(_:)`
  case `View.popover(isPresented:attachmentAnchor:arrowEdge:content:)`
  case `View.popover(item:attachmentAnchor:arrowEdge:content:)`
  case `View.position(_:)`
  case `View.position(x:y:)`
  case `View.preference(key:value:)`
  case `View.preferredColorScheme(_:)`
  case `View.presentationBackground(_:)`
  case `View.presentationBackgroundInteraction(_:)`
  case `View.presentationCornerRadius(_:)`
  case `View.presentationDetents(_:)`
  case `View.presentationDetents(_:selection:)`
  case `View.presentationDragIndicator(_:)`
  case `View.previewDevice(_:)`
  case `View.previewDisplayName(_:)`
  case `View.previewInterfaceOrientation(_:)`
  case `View.previewLayout(_:)`
  case `View.progressViewStyle(_:)`
  case `View.projectionEffect(_:)`
  case `View.redacted(reason:)`
  case `View.refreshable(action:)`
  case `View.rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`
  case `View.rotationEffect(_:anchor:)`
  case `View.safeAreaInset(edge:alignment:spacing:content:)`
  case `View.safeAreaPadding(_:)`
  case `View.safeAreaPadding(_:_:)`
  case `View.saturation(_:)`
  case `View.scaleEffect(_:anchor:)`
  case `View.scaleEffect(x:y:anchor:)`
  case `View.scaledToFill()`
  case `View.scaledToFit()`
  case `View.scrollClipDisabled(_:)`
  case `View.scrollContentBackground(_:)`
  case `View.scrollDisabled(_:)`
  case `View.scrollDismissesKeyboard(_:)`
  case `View.scrollIndicators(_:)`
  case `View.scrollIndicators(_:axes:)`
  case `View.scrollPosition(_:anchor:)`
  case `View.scrollPosition(id:anchor:)`
  case `View.scrollTargetBehavior(_:)`
  case `View.scrollTargetLayout(isEnabled:)`
  case `View.scrollTransition(_:axis:transition:)`
  case `View.scrollTransition(topLeading:bottomTrailing:axis:transition:)`
  case `View.searchCompletion(_:)`
  case `View.searchScopes(_:activation:_:)`
  case `View.searchScopes(_:scopes:)`
  case `View.searchSuggestions(_:)`
  case `View.searchable(text:isPresented:placement:prompt:)`
  case `View.searchable(text:placement:prompt:)`
  case `View.searchable(text:placement:prompt:suggestions:)`
  case `View.sectionIndexLabel(_:)`
  case `View.sensoryFeedback(_:trigger:)`
  case `View.sensoryFeedback(_:trigger:condition:)`
  case `View.sensoryFeedback(trigger:_:)`
  case `View.shadow(color:radius:x:y:)`
  case `View.sheet(isPresented:onDismiss:content:)`
  case `View.sheet(item:onDismiss:content:)`
  case `View.simultaneousGesture(_:including:)`
  case `View.simultaneousGesture(_:isEnabled:)`
  case `View.simultaneousGesture(_:name:isEnabled:)`
  case `View.statusBar(hidden:)`
  case `View.statusBarHidden(_:)`
  case `View.strikethrough(_:pattern:color:)`
  case `View.submitLabel(_:)`
  case `View.swipeActions(edge:allowsFullSwipe:content:)`
  case `View.symbolEffect(_:options:isActive:)`
  case `View.symbolEffect(_:options:value:)`
  case `View.symbolRenderingMode(_:)`
  case `View.symbolVariant(_:)`
  case `View.tabItem(_:)`
  case `View.tabViewStyle(_:)`
  case `View.tag(_:)`
  case `View.task(id:priority:_:)`
  case `View.task(priority:_:)`
  case `View.textCase(_:)`
  case `View.textContentType(_:)`
  case `View.textFieldStyle(_:)`
  case `View.textInputAutocapitalization(_:)`
  case `View.textRenderer(_:)`
  case `View.textSelection(_:)`
  case `View.tint(_:)`
  case `View.toggleStyle(_:)`
  case `View.toolbar(_:for:)`
  case `View.toolbar(content:)`
  case `View.toolbarBackground(_:for:)`
  case `View.toolbarColorScheme(_:for:)`
  case `View.toolbarTitleMenu(content:)`
  case `View.toolbarVisibility(_:for:)`
  case `View.tracking(_:)`
  case `View.transaction(_:)`
  case `View.transaction(value:_:)`
  case `View.transformEffect(_:)`
  case `View.transformPreference(_:_:)`
  case `View.transition(_:)`
  case `View.truncationMode(_:)`
  case `View.underline(_:pattern:color:)`
  case `View.unredacted()`
  case `View.visualEffect(_:)`
  case `View.zIndex(_:)`
  case `ViewAlignedScrollTargetBehavior`
  case `ViewAlignedScrollTargetBehavior.LimitBehavior`
  case `ViewAlignedScrollTargetBehavior.LimitBehavior.always`
  case `ViewAlignedScrollTargetBehavior.LimitBehavior.alwaysByFew`
  case `ViewAlignedScrollTargetBehavior.LimitBehavior.alwaysByOne`
  case `ViewAlignedScrollTargetBehavior.LimitBehavior.automatic`
  case `ViewAlignedScrollTargetBehavior.LimitBehavior.never`
  case `ViewAlignedScrollTargetBehavior.init()`
  case `ViewAlignedScrollTargetBehavior.init(limitBehavior:)`
  case `ViewDimensions`
  case `ViewDimensions.height`
  case `ViewDimensions.subscript(_:)`
  case `ViewDimensions.subscript(explicit:)`
  case `ViewDimensions.width`
  case `ViewModifier`
  case `ViewModifier.animation(_:)`
  case `ViewModifier.body(content:)`
  case `ViewModifier.concat(_:)`
  case `ViewSpacing`
  case `ViewSpacing.distance(to:along:)`
  case `ViewSpacing.init()`
  case `ViewSpacing.zero`
  case `ViewThatFits`
  case `ViewThatFits.init(in:content:)`
  case `Visibility`
  case `VisualEffect`
  case `VisualEffect.blur(radius:opaque:)`
  case `VisualEffect.brightness(_:)`
  case `VisualEffect.colorEffect(_:isEnabled:)`
  case `VisualEffect.contrast(_:)`
  case `VisualEffect.distortionEffect(_:maxSampleOffset:isEnabled:)`
  case `VisualEffect.grayscale(_:)`
  case `VisualEffect.hueRotation(_:)`
  case `VisualEffect.layerEffect(_:maxSampleOffset:isEnabled:)`
  case `VisualEffect.offset(_:)`
  case `VisualEffect.offset(x:y:)`
  case `VisualEffect.opacity(_:)`
  case `VisualEffect.rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`
  case `VisualEffect.rotationEffect(_:anchor:)`
  case `VisualEffect.saturation(_:)`
  case `VisualEffect.scaleEffect(_:anchor:)`
  case `VisualEffect.scaleEffect(x:y:anchor:)`
  case `WheelDatePickerStyle`
  case `WheelDatePickerStyle.init()`
  case `WheelPickerStyle`
  case `WheelPickerStyle.init()`
  case `WiggleSymbolEffect`
  case `WiggleSymbolEffect.backward`
  case `WiggleSymbolEffect.byLayer`
  case `WiggleSymbolEffect.clockwise`
  case `WiggleSymbolEffect.counterClockwise`
  case `WiggleSymbolEffect.down`
  case `WiggleSymbolEffect.forward`
  case `WiggleSymbolEffect.left`
  case `WiggleSymbolEffect.right`
  case `WiggleSymbolEffect.up`
  case `WiggleSymbolEffect.wholeSymbol`
  case `WindowDragGesture`
  case `WindowDragGesture.Value`
  case `WindowDragGesture.init()`
  case `WindowGroup`
  case `WindowGroup.init(content:)`
  case `WritableKeyPath`
  case `ZStack`
  case `ZStack.init(alignment:content:)`
  case `ZoomNavigationTransition`
  case `_ChangedGesture`
  case `_EndedGesture`
  case `_MapGesture`
  case `_ModifiersGesture`
  case `_NSRange`
  case `_NSRange.init(_:in:)`
  case `_NSRange.init(location:length:)`
  case `_NSRange.length`
  case `_NSRange.location`
  case `_TextFieldStyleLabel`
  case `_ViewModifier_Content`
  case `abs(_:)`
  case `acos(_:)`
  case `asin(_:)`
  case `assert(_:_:)`
  case `atan(_:)`
  case `atan2(_:_:)`
  case `ceil(_:)`
  case `cos(_:)`
  case `debugPrint(_:separator:terminator:)`
  case `drand48()`
  case `exp(_:)`
  case `fatalError(_:)`
  case `floor(_:)`
  case `hypot(_:_:)`
  case `log(_:)`
  case `max(_:_:)`
  case `max(_:_:_:)`
  case `min(_:_:)`
  case `min(_:_:_:)`
  case `pow(_:_:)`
  case `precondition(_:_:)`
  case `print(_:separator:terminator:)`
  case `round(_:)`
  case `sequence(first:next:)`
  case `sequence(state:next:)`
  case `sin(_:)`
  case `sleep(_:)`
  case `sqrt(_:)`
  case `srand48(_:)`
  case `stride(from:through:by:)`
  case `stride(from:to:by:)`
  case `swap(_:_:)`
  case `tan(_:)`
  case `type(of:)`
  case `withAnimation(_:_:)`
  case `withAnimation(_:completionCriteria:_:completion:)`
  case `withCheckedContinuation(_:)`
  case `withCheckedThrowingContinuation(_:)`
  case `withTaskGroup(of:returning:body:)`
  case `withThrowingTaskGroup(of:returning:body:)`
  case `withTransaction(_:_:)`
  case `zip(_:_:)`
}

extension SurfaceKey {
  /// The keys in case order, one a line.
  static let keyTable: StaticString = """
    !==(_:_:)
    ===(_:_:)
    AccessibilityActionKind
    AccessibilityAdjustmentDirection
    AccessibilityChildBehavior
    AccessibilityTraits
    AccessibilityTraits.allowsDirectInteraction
    AccessibilityTraits.causesPageTurn
    AccessibilityTraits.isButton
    AccessibilityTraits.isHeader
    AccessibilityTraits.isImage
    AccessibilityTraits.isKeyboardKey
    AccessibilityTraits.isLink
    AccessibilityTraits.isModal
    AccessibilityTraits.isSearchField
    AccessibilityTraits.isSelected
    AccessibilityTraits.isStaticText
    AccessibilityTraits.isSummaryElement
    AccessibilityTraits.isTabBar
    AccessibilityTraits.isToggle
    AccessibilityTraits.playsSound
    AccessibilityTraits.startsMediaSession
    AccessibilityTraits.updatesFrequently
    AccessibilityZoomGestureAction
    AccessibilityZoomGestureAction.Direction
    AccessibilityZoomGestureAction.direction
    ActionSheet
    ActionSheet.init(title:message:buttons:)
    AdditiveArithmetic
    Alert
    Alert.Button
    Alert.Button.cancel(_:)
    Alert.Button.cancel(_:action:)
    Alert.Button.default(_:action:)
    Alert.Button.destructive(_:action:)
    Alert.init(title:message:dismissButton:)
    Alert.init(title:message:primaryButton:secondaryButton:)
    Alignment
    Alignment.bottom
    Alignment.bottomLeading
    Alignment.bottomTrailing
    Alignment.center
    Alignment.horizontal
    Alignment.init(horizontal:vertical:)
    Alignment.leading
    Alignment.top
    Alignment.topLeading
    Alignment.topTrailing
    Alignment.trailing
    Alignment.vertical
    AlignmentID
    AlignmentID.defaultValue(in:)
    Anchor
    Anchor.Source
    Anchor.Source.bottom
    Anchor.Source.bottomLeading
    Anchor.Source.bottomTrailing
    Anchor.Source.bounds
    Anchor.Source.center
    Anchor.Source.leading
    Anchor.Source.point(_:)
    Anchor.Source.rect(_:)
    Anchor.Source.top
    Anchor.Source.topLeading
    Anchor.Source.topTrailing
    Anchor.Source.trailing
    Anchor.Source.unitPoint(_:)
    Anchor.Source.zero
    Angle
    Angle.*(_:_:)
    Angle.+(_:_:)
    Angle.+=(_:_:)
    Angle.-(_:)
    Angle.-(_:_:)
    Angle.-=(_:_:)
    Angle./(_:_:)
    Angle.animatableData
    Angle.degrees
    Angle.degrees(_:)
    Angle.init()
    Angle.init(degrees:)
    Angle.init(radians:)
    Angle.radians
    Angle.radians(_:)
    Angle.zero
    AngularGradient
    AngularGradient.init(colors:center:angle:)
    AngularGradient.init(colors:center:startAngle:endAngle:)
    AngularGradient.init(gradient:center:angle:)
    AngularGradient.init(gradient:center:startAngle:endAngle:)
    AngularGradient.init(stops:center:angle:)
    AngularGradient.init(stops:center:startAngle:endAngle:)
    Animatable
    Animatable.animatableData
    AnimatableModifier
    AnimatablePair
    AnimatablePair.first
    AnimatablePair.init(_:_:)
    AnimatablePair.second
    Animation
    Animation.bouncy
    Animation.bouncy(duration:extraBounce:)
    Animation.default
    Animation.delay(_:)
    Animation.easeIn
    Animation.easeIn(duration:)
    Animation.easeInOut
    Animation.easeInOut(duration:)
    Animation.easeOut
    Animation.easeOut(duration:)
    Animation.interactiveSpring
    Animation.interactiveSpring(response:dampingFraction:blendDuration:)
    Animation.interpolatingSpring(duration:bounce:initialVelocity:)
    Animation.interpolatingSpring(mass:stiffness:damping:initialVelocity:)
    Animation.linear
    Animation.linear(duration:)
    Animation.repeatCount(_:autoreverses:)
    Animation.repeatForever(autoreverses:)
    Animation.smooth
    Animation.smooth(duration:extraBounce:)
    Animation.snappy
    Animation.snappy(duration:extraBounce:)
    Animation.speed(_:)
    Animation.spring
    Animation.spring(duration:bounce:blendDuration:)
    Animation.spring(response:dampingFraction:blendDuration:)
    Animation.timingCurve(_:_:_:_:duration:)
    AnimationCompletionCriteria
    AnimationCompletionCriteria.logicallyComplete
    AnimationCompletionCriteria.removed
    AnimationTimelineSchedule
    AnimationTimelineSchedule.init(minimumInterval:paused:)
    Any
    AnyCancellable
    AnyCancellable.cancel()
    AnyCancellable.init(_:)
    AnyCancellable.store(in:)
    AnyGesture
    AnyGesture.init(_:)
    AnyGradient
    AnyHashable
    AnyHashable.init(_:)
    AnyObject
    AnyPublisher
    AnyPublisher.init(_:)
    AnyShape
    AnyShape.init(_:)
    AnyTransition
    AnyTransition.animation(_:)
    AnyTransition.asymmetric(insertion:removal:)
    AnyTransition.combined(with:)
    AnyTransition.identity
    AnyTransition.modifier(active:identity:)
    AnyTransition.move(edge:)
    AnyTransition.offset(_:)
    AnyTransition.offset(x:y:)
    AnyTransition.opacity
    AnyTransition.push(from:)
    AnyTransition.scale
    AnyTransition.scale(scale:anchor:)
    AnyTransition.slide
    AnyView
    AnyView.init(_:)
    AnyView.init(erasing:)
    App
    App.body
    App.init()
    AppearSymbolEffect
    AppearSymbolEffect.byLayer
    AppearSymbolEffect.down
    AppearSymbolEffect.up
    AppearSymbolEffect.wholeSymbol
    Array
    Array.+(_:_:)
    Array.+=(_:_:)
    Array.allSatisfy(_:)
    Array.append(_:)
    Array.append(contentsOf:)
    Array.compactMap(_:)
    Array.contains(_:)
    Array.contains(where:)
    Array.count
    Array.dropFirst(_:)
    Array.dropLast(_:)
    Array.endIndex
    Array.enumerated()
    Array.filter(_:)
    Array.first
    Array.first(where:)
    Array.firstIndex(of:)
    Array.firstIndex(where:)
    Array.flatMap(_:)
    Array.forEach(_:)
    Array.index(after:)
    Array.index(before:)
    Array.indices
    Array.init()
    Array.init(_:)
    Array.init(repeating:count:)
    Array.insert(_:at:)
    Array.isEmpty
    Array.joined(separator:)
    Array.last
    Array.last(where:)
    Array.lastIndex(of:)
    Array.lastIndex(where:)
    Array.map(_:)
    Array.max()
    Array.max(by:)
    Array.min()
    Array.min(by:)
    Array.move(fromOffsets:toOffset:)
    Array.popLast()
    Array.prefix(_:)
    Array.randomElement()
    Array.reduce(_:_:)
    Array.reduce(into:_:)
    Array.remove(at:)
    Array.remove(atOffsets:)
    Array.removeAll()
    Array.removeAll(where:)
    Array.removeFirst()
    Array.removeFirst(_:)
    Array.removeLast()
    Array.removeLast(_:)
    Array.reserveCapacity(_:)
    Array.reverse()
    Array.reversed()
    Array.shuffle()
    Array.shuffled()
    Array.sort()
    Array.sort(by:)
    Array.sorted()
    Array.sorted(by:)
    Array.startIndex
    Array.subscript(_:)
    Array.suffix(_:)
    Array.sum()
    Array.swapAt(_:_:)
    ArraySlice
    ArraySlice.allSatisfy(_:)
    ArraySlice.compactMap(_:)
    ArraySlice.contains(_:)
    ArraySlice.contains(where:)
    ArraySlice.count
    ArraySlice.dropFirst(_:)
    ArraySlice.dropLast(_:)
    ArraySlice.enumerated()
    ArraySlice.filter(_:)
    ArraySlice.first
    ArraySlice.first(where:)
    ArraySlice.flatMap(_:)
    ArraySlice.forEach(_:)
    ArraySlice.isEmpty
    ArraySlice.joined(separator:)
    ArraySlice.last
    ArraySlice.last(where:)
    ArraySlice.map(_:)
    ArraySlice.max()
    ArraySlice.max(by:)
    ArraySlice.min()
    ArraySlice.min(by:)
    ArraySlice.prefix(_:)
    ArraySlice.randomElement()
    ArraySlice.reduce(_:_:)
    ArraySlice.reduce(into:_:)
    ArraySlice.reversed()
    ArraySlice.sorted()
    ArraySlice.sorted(by:)
    ArraySlice.subscript(_:)
    ArraySlice.suffix(_:)
    AsyncImage
    AsyncImage.init(url:scale:)
    AsyncImage.init(url:scale:content:placeholder:)
    AsyncImage.init(url:scale:transaction:content:)
    AsyncImagePhase
    AsyncImagePhase.error
    AsyncImagePhase.image
    AsyncIteratorProtocol
    AsyncIteratorProtocol.next()
    AsyncSequence
    AsyncSequence.makeAsyncIterator()
    AsyncStream
    AsyncStream.Continuation
    AsyncStream.Continuation.finish()
    AsyncStream.Continuation.yield()
    AsyncStream.Continuation.yield(_:)
    AsyncStream.init(_:_:)
    AsyncStream.init(unfolding:)
    AsyncThrowingStream
    AsyncThrowingStream.Continuation
    AsyncThrowingStream.Continuation.finish(throwing:)
    AsyncThrowingStream.Continuation.yield(_:)
    AsyncThrowingStream.init(_:_:)
    AsyncThrowingStream.init(unfolding:)
    AttributedString
    AttributedString.+(_:_:)
    AttributedString.+=(_:_:)
    AttributedString.Index
    AttributedString.append(_:)
    AttributedString.backgroundColor
    AttributedString.characters
    AttributedString.description
    AttributedString.endIndex
    AttributedString.font
    AttributedString.foregroundColor
    AttributedString.init()
    AttributedString.init(_:)
    AttributedString.init(stringLiteral:)
    AttributedString.kern
    AttributedString.range(of:)
    AttributedString.startIndex
    AttributedString.strikethroughStyle
    AttributedString.subscript(_:)
    AttributedString.underlineStyle
    AttributedSubstring
    AttributedSubstring.backgroundColor
    AttributedSubstring.font
    AttributedSubstring.foregroundColor
    AttributedSubstring.kern
    AttributedSubstring.strikethroughStyle
    AttributedSubstring.underlineStyle
    AutomaticFormStyle
    AutomaticFormStyle.init()
    AutomaticNavigationSplitViewStyle
    AutomaticNavigationSplitViewStyle.init()
    AutomaticNavigationTransition
    Axis
    Axis.Set
    Axis.Set.horizontal
    Axis.Set.vertical
    BackgroundStyle
    BalancedNavigationSplitViewStyle
    BalancedNavigationSplitViewStyle.init()
    BidirectionalCollection
    BidirectionalCollection.last
    BinaryFloatingPoint
    BinaryFloatingPoint.formatted()
    BinaryFloatingPoint.formatted(_:)
    BinaryInteger
    BinaryInteger.%(_:_:)
    BinaryInteger.%=(_:_:)
    BinaryInteger./(_:_:)
    BinaryInteger./=(_:_:)
    BinaryInteger.description
    BinaryInteger.formatted()
    BinaryInteger.isMultiple(of:)
    Binding
    Binding.animation(_:)
    Binding.constant(_:)
    Binding.init(get:set:)
    Binding.init(projectedValue:)
    Binding.projectedValue
    Binding.transaction
    Binding.transaction(_:)
    Binding.wrappedValue
    BlendMode
    Bool
    Bool.!(_:)
    Bool.&&(_:_:)
    Bool.description
    Bool.init()
    Bool.init(_:)
    Bool.random()
    Bool.toggle()
    Bool.||(_:_:)
    BorderedButtonStyle
    BorderedButtonStyle.init()
    BorderedProminentButtonStyle
    BorderedProminentButtonStyle.init()
    BorderlessButtonStyle
    BorderlessButtonStyle.init()
    BounceSymbolEffect
    BounceSymbolEffect.byLayer
    BounceSymbolEffect.down
    BounceSymbolEffect.up
    BounceSymbolEffect.wholeSymbol
    BreatheSymbolEffect
    BreatheSymbolEffect.byLayer
    BreatheSymbolEffect.plain
    BreatheSymbolEffect.pulse
    BreatheSymbolEffect.wholeSymbol
    Bundle
    Bundle.bundleIdentifier
    Bundle.main
    Bundle.path(forResource:ofType:)
    Bundle.url(forResource:withExtension:)
    Bundle.url(forResource:withExtension:subdirectory:)
    Button
    Button.init(_:action:)
    Button.init(_:role:action:)
    Button.init(_:systemImage:action:)
    Button.init(_:systemImage:role:action:)
    Button.init(action:label:)
    Button.init(role:action:label:)
    ButtonBorderShape
    ButtonBorderShape.automatic
    ButtonBorderShape.capsule
    ButtonBorderShape.circle
    ButtonBorderShape.roundedRectangle
    ButtonBorderShape.roundedRectangle(radius:)
    ButtonRepeatBehavior
    ButtonRepeatBehavior.automatic
    ButtonRepeatBehavior.disabled
    ButtonRepeatBehavior.enabled
    ButtonRole
    ButtonRole.cancel
    ButtonRole.destructive
    ButtonStyle
    ButtonStyle.makeBody(configuration:)
    ButtonStyleConfiguration
    ButtonStyleConfiguration.Label
    ButtonStyleConfiguration.isPressed
    ButtonStyleConfiguration.label
    ButtonStyleConfiguration.role
    ButtonToggleStyle
    ButtonToggleStyle.init()
    CACurrentMediaTime()
    CAEmitterCell
    CAEmitterCell.alphaRange
    CAEmitterCell.alphaSpeed
    CAEmitterCell.birthRate
    CAEmitterCell.blueRange
    CAEmitterCell.color
    CAEmitterCell.contents
    CAEmitterCell.emissionLatitude
    CAEmitterCell.emissionLongitude
    CAEmitterCell.emissionRange
    CAEmitterCell.emitterCells
    CAEmitterCell.greenRange
    CAEmitterCell.init()
    CAEmitterCell.isEnabled
    CAEmitterCell.lifetime
    CAEmitterCell.lifetimeRange
    CAEmitterCell.name
    CAEmitterCell.redRange
    CAEmitterCell.scale
    CAEmitterCell.scaleRange
    CAEmitterCell.scaleSpeed
    CAEmitterCell.spin
    CAEmitterCell.spinRange
    CAEmitterCell.velocity
    CAEmitterCell.velocityRange
    CAEmitterCell.xAcceleration
    CAEmitterCell.yAcceleration
    CAEmitterCell.zAcceleration
    CAEmitterLayer
    CAEmitterLayer.beginTime
    CAEmitterLayer.birthRate
    CAEmitterLayer.emitterCells
    CAEmitterLayer.emitterDepth
    CAEmitterLayer.emitterMode
    CAEmitterLayer.emitterPosition
    CAEmitterLayer.emitterShape
    CAEmitterLayer.emitterSize
    CAEmitterLayer.emitterZPosition
    CAEmitterLayer.init()
    CAEmitterLayer.lifetime
    CAEmitterLayer.renderMode
    CAEmitterLayer.scale
    CAEmitterLayer.spin
    CAEmitterLayer.velocity
    CAEmitterLayerEmitterMode
    CAEmitterLayerEmitterMode.outline
    CAEmitterLayerEmitterMode.points
    CAEmitterLayerEmitterMode.surface
    CAEmitterLayerEmitterMode.volume
    CAEmitterLayerEmitterShape
    CAEmitterLayerEmitterShape.circle
    CAEmitterLayerEmitterShape.cuboid
    CAEmitterLayerEmitterShape.line
    CAEmitterLayerEmitterShape.point
    CAEmitterLayerEmitterShape.rectangle
    CAEmitterLayerEmitterShape.sphere
    CAEmitterLayerRenderMode
    CAEmitterLayerRenderMode.additive
    CAEmitterLayerRenderMode.backToFront
    CAEmitterLayerRenderMode.oldestFirst
    CAEmitterLayerRenderMode.oldestLast
    CAEmitterLayerRenderMode.unordered
    CALayer
    CALayer.addSublayer(_:)
    CALayer.anchorPoint
    CALayer.backgroundColor
    CALayer.borderColor
    CALayer.borderWidth
    CALayer.bounds
    CALayer.cornerRadius
    CALayer.delegate
    CALayer.frame
    CALayer.init()
    CALayer.masksToBounds
    CALayer.opacity
    CALayer.position
    CALayer.removeFromSuperlayer()
    CALayer.shadowColor
    CALayer.shadowOffset
    CALayer.shadowOpacity
    CALayer.shadowRadius
    CALayer.sublayers
    CALayer.transform
    CALayer.zPosition
    CATransform3D
    CATransform3D.init()
    CATransform3D.m11
    CATransform3D.m12
    CATransform3D.m13
    CATransform3D.m14
    CATransform3D.m21
    CATransform3D.m22
    CATransform3D.m23
    CATransform3D.m24
    CATransform3D.m31
    CATransform3D.m32
    CATransform3D.m33
    CATransform3D.m34
    CATransform3D.m41
    CATransform3D.m42
    CATransform3D.m43
    CATransform3D.m44
    CATransform3DConcat(_:_:)
    CATransform3DGetAffineTransform(_:)
    CATransform3DIdentity
    CATransform3DIsIdentity(_:)
    CATransform3DMakeAffineTransform(_:)
    CATransform3DMakeRotation(_:_:_:_:)
    CATransform3DMakeScale(_:_:_:)
    CATransform3DMakeTranslation(_:_:_:)
    CATransform3DRotate(_:_:_:_:_:)
    CATransform3DScale(_:_:_:_:)
    CATransform3DTranslate(_:_:_:_:)
    CGAffineTransform
    CGAffineTransform.a
    CGAffineTransform.b
    CGAffineTransform.c
    CGAffineTransform.concatenating(_:)
    CGAffineTransform.d
    CGAffineTransform.identity
    CGAffineTransform.init()
    CGAffineTransform.init(a:b:c:d:tx:ty:)
    CGAffineTransform.init(rotationAngle:)
    CGAffineTransform.init(scaleX:y:)
    CGAffineTransform.init(translationX:y:)
    CGAffineTransform.inverted()
    CGAffineTransform.isIdentity
    CGAffineTransform.rotated(by:)
    CGAffineTransform.scaledBy(x:y:)
    CGAffineTransform.translatedBy(x:y:)
    CGAffineTransform.tx
    CGAffineTransform.ty
    CGColor
    CGFloat
    CGFloat.init()
    CGFloat.init(_:)
    CGFloat.random(in:)
    CGImage
    CGLineCap
    CGLineJoin
    CGPath
    CGPoint
    CGPoint.animatableData
    CGPoint.applying(_:)
    CGPoint.debugDescription
    CGPoint.description
    CGPoint.equalTo(_:)
    CGPoint.init()
    CGPoint.init(x:y:)
    CGPoint.x
    CGPoint.y
    CGPoint.zero
    CGRect
    CGRect.animatableData
    CGRect.applying(_:)
    CGRect.contains(_:)
    CGRect.debugDescription
    CGRect.description
    CGRect.height
    CGRect.init()
    CGRect.init(origin:size:)
    CGRect.init(x:y:width:height:)
    CGRect.insetBy(dx:dy:)
    CGRect.intersection(_:)
    CGRect.intersects(_:)
    CGRect.isEmpty
    CGRect.isNull
    CGRect.maxX
    CGRect.maxY
    CGRect.midX
    CGRect.midY
    CGRect.minX
    CGRect.minY
    CGRect.offsetBy(dx:dy:)
    CGRect.origin
    CGRect.size
    CGRect.standardized
    CGRect.union(_:)
    CGRect.width
    CGRect.zero
    CGSize
    CGSize.animatableData
    CGSize.applying(_:)
    CGSize.debugDescription
    CGSize.description
    CGSize.equalTo(_:)
    CGSize.height
    CGSize.init()
    CGSize.init(width:height:)
    CGSize.width
    CGSize.zero
    CGVector
    CGVector.description
    CGVector.dx
    CGVector.dy
    CGVector.init()
    CGVector.init(dx:dy:)
    CGVector.zero
    CVarArg
    Calendar
    Calendar.Component
    Calendar.Identifier
    Calendar.autoupdatingCurrent
    Calendar.component(_:from:)
    Calendar.current
    Calendar.date(byAdding:to:wrappingComponents:)
    Calendar.date(byAdding:value:to:wrappingComponents:)
    Calendar.date(bySettingHour:minute:second:of:)
    Calendar.date(from:)
    Calendar.dateComponents(_:from:)
    Calendar.dateComponents(_:from:to:)
    Calendar.firstWeekday
    Calendar.identifier
    Calendar.init(identifier:)
    Calendar.isDate(_:equalTo:toGranularity:)
    Calendar.isDate(_:inSameDayAs:)
    Calendar.isDateInToday(_:)
    Calendar.isDateInTomorrow(_:)
    Calendar.isDateInWeekend(_:)
    Calendar.isDateInYesterday(_:)
    Calendar.locale
    Calendar.monthSymbols
    Calendar.range(of:in:for:)
    Calendar.shortMonthSymbols
    Calendar.shortWeekdaySymbols
    Calendar.startOfDay(for:)
    Calendar.timeZone
    Calendar.veryShortWeekdaySymbols
    Calendar.weekdaySymbols
    Cancellable
    Cancellable.cancel()
    CancellationError
    CancellationError.init()
    Canvas
    Canvas.init(opaque:colorMode:rendersAsynchronously:renderer:symbols:)
    Canvas.init(opaque:rendersAsynchronously:renderer:)
    Capsule
    Capsule.init(style:)
    CaseIterable
    CaseIterable.allCases
    Character
    Character.asciiValue
    Character.description
    Character.hexDigitValue
    Character.init(_:)
    Character.isASCII
    Character.isHexDigit
    Character.isLetter
    Character.isLowercase
    Character.isNewline
    Character.isNumber
    Character.isPunctuation
    Character.isSymbol
    Character.isUppercase
    Character.isWhitespace
    Character.lowercased()
    Character.unicodeScalars
    Character.uppercased()
    Character.wholeNumberValue
    CharacterSet
    CharacterSet.alphanumerics
    CharacterSet.contains(_:)
    CharacterSet.controlCharacters
    CharacterSet.decimalDigits
    CharacterSet.init()
    CharacterSet.init(charactersIn:)
    CharacterSet.insert(charactersIn:)
    CharacterSet.inverted
    CharacterSet.letters
    CharacterSet.lowercaseLetters
    CharacterSet.newlines
    CharacterSet.punctuationCharacters
    CharacterSet.remove(charactersIn:)
    CharacterSet.symbols
    CharacterSet.union(_:)
    CharacterSet.uppercaseLetters
    CharacterSet.whitespaces
    CharacterSet.whitespacesAndNewlines
    CheckedContinuation
    CheckedContinuation.resume()
    CheckedContinuation.resume(returning:)
    CheckedContinuation.resume(throwing:)
    Chirality
    Circle
    Circle.init()
    CircularProgressViewStyle
    CircularProgressViewStyle.init()
    CircularProgressViewStyle.init(tint:)
    Clock
    Clock.continuous
    Clock.measure(_:)
    Clock.minimumResolution
    Clock.now
    Clock.suspending
    ClosedRange
    ClosedRange.contains(_:)
    ClosedRange.count
    ClosedRange.first
    ClosedRange.forEach(_:)
    ClosedRange.isEmpty
    ClosedRange.last
    ClosedRange.lowerBound
    ClosedRange.map(_:)
    ClosedRange.randomElement()
    ClosedRange.reversed()
    ClosedRange.upperBound
    Codable
    CodingKey
    CodingKey.intValue
    CodingKey.stringValue
    Collection
    Collection.count
    Collection.first
    Collection.isEmpty
    Color
    Color.RGBColorSpace
    Color.accent
    Color.accentColor
    Color.black
    Color.blue
    Color.brown
    Color.clear
    Color.cyan
    Color.description
    Color.gradient
    Color.gray
    Color.green
    Color.indigo
    Color.init(_:)
    Color.init(_:red:green:blue:opacity:)
    Color.init(_:white:opacity:)
    Color.init(cgColor:)
    Color.init(hue:saturation:brightness:opacity:)
    Color.init(red:green:blue:opacity:)
    Color.init(uiColor:)
    Color.init(white:opacity:)
    Color.mint
    Color.mix(with:by:in:)
    Color.opacity(_:)
    Color.orange
    Color.pink
    Color.primary
    Color.purple
    Color.red
    Color.secondary
    Color.teal
    Color.white
    Color.yellow
    ColorPicker
    ColorPicker.init(_:selection:supportsOpacity:)
    ColorPicker.init(selection:supportsOpacity:label:)
    ColorRenderingMode
    ColorResource
    ColorResource.init(name:bundle:)
    ColorResource.subscript(dynamicMember:)
    ColorScheme
    ColorSchemeContrast
    ColumnsFormStyle
    ColumnsFormStyle.init()
    CompactDatePickerStyle
    CompactDatePickerStyle.init()
    Comparable
    Comparable....(_:)
    Comparable....(_:_:)
    Comparable...<(_:)
    Comparable...<(_:_:)
    Comparable.<(_:_:)
    Comparable.<=(_:_:)
    Comparable.>(_:_:)
    Comparable.>=(_:_:)
    Comparable.postfix ...(_:)
    ComparisonResult
    ComparisonResult.rawValue
    ConnectablePublisher
    ConnectablePublisher.autoconnect()
    ConnectablePublisher.connect()
    ContainerValueKey
    ContainerValueKey.defaultValue
    ContainerValues
    ContainerValues._entry(_:default:)
    ContentMarginPlacement
    ContentMarginPlacement.automatic
    ContentMarginPlacement.scrollContent
    ContentMarginPlacement.scrollIndicators
    ContentMode
    ContentShapeKinds
    ContentShapeKinds.accessibility
    ContentShapeKinds.contextMenuPreview
    ContentShapeKinds.dragPreview
    ContentShapeKinds.hoverEffect
    ContentShapeKinds.interaction
    ContentTransition
    ContentTransition.identity
    ContentTransition.interpolate
    ContentTransition.numericText(countsDown:)
    ContentTransition.numericText(value:)
    ContentTransition.opacity
    ContentTransition.symbolEffect
    ContentTransition.symbolEffect(_:options:)
    ContentUnavailableView
    ContentUnavailableView.init(_:systemImage:description:)
    ContentUnavailableView.init(label:description:actions:)
    ContentUnavailableView.search
    ContentUnavailableView.search(text:)
    ContextMenu
    ContextMenu.init(menuItems:)
    ContinuousClock
    ContinuousClock.Instant
    ContinuousClock.Instant.+(_:_:)
    ContinuousClock.Instant.-(_:_:)
    ContinuousClock.Instant.advanced(by:)
    ContinuousClock.Instant.duration(to:)
    ContinuousClock.Instant.now
    ContinuousClock.init()
    ContinuousClock.minimumResolution
    ContinuousClock.now
    ControlGroup
    ControlGroup.init(content:)
    ControlSize
    CoordinateSpace
    CoordinateSpace.named(_:)
    CoordinateSpace.scrollView
    CoordinateSpace.scrollView(axis:)
    CoordinateSpaceProtocol
    CoordinateSpaceProtocol.coordinateSpace
    CoordinateSpaceProtocol.global
    CoordinateSpaceProtocol.local
    CoordinateSpaceProtocol.named(_:)
    CoordinateSpaceProtocol.scrollView
    CoordinateSpaceProtocol.scrollView(axis:)
    CubicKeyframe
    CubicKeyframe.init(_:duration:startVelocity:endVelocity:)
    CustomStringConvertible
    CustomStringConvertible.description
    Data
    Data.ReadingOptions
    Data.ReadingOptions.mappedIfSafe
    Data.ReadingOptions.uncached
    Data.WritingOptions
    Data.WritingOptions.atomic
    Data.WritingOptions.completeFileProtection
    Data.count
    Data.init()
    Data.init(_:)
    Data.init(capacity:)
    Data.init(contentsOf:options:)
    Data.init(count:)
    Data.isEmpty
    Data.write(to:options:)
    Date
    Date.+(_:_:)
    Date.+=(_:_:)
    Date.-(_:_:)
    Date.-=(_:_:)
    Date.FormatStyle
    Date.FormatStyle.DateStyle
    Date.FormatStyle.DateStyle.abbreviated
    Date.FormatStyle.DateStyle.complete
    Date.FormatStyle.DateStyle.long
    Date.FormatStyle.DateStyle.numeric
    Date.FormatStyle.DateStyle.omitted
    Date.FormatStyle.Symbol
    Date.FormatStyle.Symbol.Day
    Date.FormatStyle.Symbol.Day.defaultDigits
    Date.FormatStyle.Symbol.Day.twoDigits
    Date.FormatStyle.Symbol.Hour
    Date.FormatStyle.Symbol.Hour.AMPMStyle
    Date.FormatStyle.Symbol.Hour.AMPMStyle.abbreviated
    Date.FormatStyle.Symbol.Hour.AMPMStyle.narrow
    Date.FormatStyle.Symbol.Hour.AMPMStyle.omitted
    Date.FormatStyle.Symbol.Hour.AMPMStyle.wide
    Date.FormatStyle.Symbol.Hour.defaultDigits(amPM:)
    Date.FormatStyle.Symbol.Hour.defaultDigitsNoAMPM
    Date.FormatStyle.Symbol.Hour.twoDigits(amPM:)
    Date.FormatStyle.Symbol.Hour.twoDigitsNoAMPM
    Date.FormatStyle.Symbol.Minute
    Date.FormatStyle.Symbol.Minute.defaultDigits
    Date.FormatStyle.Symbol.Minute.twoDigits
    Date.FormatStyle.Symbol.Month
    Date.FormatStyle.Symbol.Month.abbreviated
    Date.FormatStyle.Symbol.Month.defaultDigits
    Date.FormatStyle.Symbol.Month.narrow
    Date.FormatStyle.Symbol.Month.twoDigits
    Date.FormatStyle.Symbol.Month.wide
    Date.FormatStyle.Symbol.Second
    Date.FormatStyle.Symbol.Second.defaultDigits
    Date.FormatStyle.Symbol.Second.twoDigits
    Date.FormatStyle.Symbol.Weekday
    Date.FormatStyle.Symbol.Weekday.abbreviated
    Date.FormatStyle.Symbol.Weekday.narrow
    Date.FormatStyle.Symbol.Weekday.short
    Date.FormatStyle.Symbol.Weekday.wide
    Date.FormatStyle.Symbol.Year
    Date.FormatStyle.Symbol.Year.defaultDigits
    Date.FormatStyle.Symbol.Year.twoDigits
    Date.FormatStyle.TimeStyle
    Date.FormatStyle.TimeStyle.complete
    Date.FormatStyle.TimeStyle.omitted
    Date.FormatStyle.TimeStyle.shortened
    Date.FormatStyle.TimeStyle.standard
    Date.FormatStyle.day(_:)
    Date.FormatStyle.format(_:)
    Date.FormatStyle.hour(_:)
    Date.FormatStyle.init(date:time:locale:calendar:timeZone:)
    Date.FormatStyle.minute(_:)
    Date.FormatStyle.month(_:)
    Date.FormatStyle.second(_:)
    Date.FormatStyle.weekday(_:)
    Date.FormatStyle.year(_:)
    Date.addingTimeInterval(_:)
    Date.advanced(by:)
    Date.description
    Date.distance(to:)
    Date.distantFuture
    Date.distantPast
    Date.formatted()
    Date.formatted(_:)
    Date.formatted(date:time:)
    Date.init()
    Date.init(timeInterval:since:)
    Date.init(timeIntervalSince1970:)
    Date.init(timeIntervalSinceNow:)
    Date.init(timeIntervalSinceReferenceDate:)
    Date.now
    Date.now()
    Date.timeIntervalSince(_:)
    Date.timeIntervalSince1970
    Date.timeIntervalSinceNow
    Date.timeIntervalSinceReferenceDate
    DateComponents
    DateComponents.calendar
    DateComponents.date
    DateComponents.day
    DateComponents.era
    DateComponents.hour
    DateComponents.init(calendar:timeZone:era:year:month:day:hour:minute:second:nanosecond:weekday:weekdayOrdinal:quarter:weekOfMonth:weekOfYear:yearForWeekOfYear:)
    DateComponents.minute
    DateComponents.month
    DateComponents.nanosecond
    DateComponents.quarter
    DateComponents.second
    DateComponents.timeZone
    DateComponents.weekOfMonth
    DateComponents.weekOfYear
    DateComponents.weekday
    DateComponents.weekdayOrdinal
    DateComponents.year
    DateComponents.yearForWeekOfYear
    DateFormatter
    DateFormatter.Style
    DateFormatter.calendar
    DateFormatter.date(from:)
    DateFormatter.dateFormat
    DateFormatter.dateStyle
    DateFormatter.init()
    DateFormatter.locale
    DateFormatter.string(from:)
    DateFormatter.timeStyle
    DateFormatter.timeZone
    DateInterval
    DateInterval.<(_:_:)
    DateInterval.contains(_:)
    DateInterval.description
    DateInterval.duration
    DateInterval.end
    DateInterval.init()
    DateInterval.init(start:duration:)
    DateInterval.init(start:end:)
    DateInterval.intersection(with:)
    DateInterval.intersects(_:)
    DateInterval.start
    DatePicker
    DatePicker.init(_:selection:displayedComponents:)
    DatePicker.init(_:selection:in:displayedComponents:)
    DatePicker.init(selection:displayedComponents:label:)
    DatePicker.init(selection:in:displayedComponents:label:)
    DatePickerComponents
    DatePickerComponents.date
    DatePickerComponents.hourAndMinute
    DatePickerStyle
    DatePickerStyle.automatic
    DatePickerStyle.compact
    DatePickerStyle.graphical
    DatePickerStyle.wheel
    Decodable
    Decoder
    Decoder.codingPath
    Decoder.container(keyedBy:)
    Decoder.singleValueContainer()
    Decoder.unkeyedContainer()
    DecodingError
    DecodingError.Context
    DecodingError.Context.codingPath
    DecodingError.Context.debugDescription
    DecodingError.Context.init(codingPath:debugDescription:underlyingError:)
    DecodingError.Context.underlyingError
    DefaultButtonStyle
    DefaultButtonStyle.init()
    DefaultDatePickerStyle
    DefaultDatePickerStyle.init()
    DefaultLabelStyle
    DefaultLabelStyle.init()
    DefaultListStyle
    DefaultListStyle.init()
    DefaultNavigationViewStyle
    DefaultNavigationViewStyle.init()
    DefaultPickerStyle
    DefaultPickerStyle.init()
    DefaultProgressViewStyle
    DefaultProgressViewStyle.init()
    DefaultShareLinkLabel
    DefaultTabLabel
    DefaultTabViewStyle
    DefaultTextFieldStyle
    DefaultTextFieldStyle.init()
    DefaultToggleStyle
    DefaultToggleStyle.init()
    Dictionary
    Dictionary.count
    Dictionary.filter(_:)
    Dictionary.forEach(_:)
    Dictionary.init()
    Dictionary.init(grouping:by:)
    Dictionary.init(uniqueKeysWithValues:)
    Dictionary.isEmpty
    Dictionary.keys
    Dictionary.map(_:)
    Dictionary.mapValues(_:)
    Dictionary.merge(_:uniquingKeysWith:)
    Dictionary.merging(_:uniquingKeysWith:)
    Dictionary.reduce(into:_:)
    Dictionary.removeAll()
    Dictionary.removeValue(forKey:)
    Dictionary.sorted(by:)
    Dictionary.subscript(_:)
    Dictionary.subscript(_:default:)
    Dictionary.updateValue(_:forKey:)
    Dictionary.values
    DisabledTextSelectability
    DisappearSymbolEffect
    DisappearSymbolEffect.byLayer
    DisappearSymbolEffect.down
    DisappearSymbolEffect.up
    DisappearSymbolEffect.wholeSymbol
    DisclosureGroup
    DisclosureGroup.init(_:content:)
    DisclosureGroup.init(_:isExpanded:content:)
    DisclosureGroup.init(content:label:)
    DisclosureGroup.init(isExpanded:content:label:)
    DismissAction
    DismissAction.callAsFunction()
    DismissSearchAction
    DismissSearchAction.callAsFunction()
    DispatchQoS
    DispatchQoS.QoSClass
    DispatchQoS.background
    DispatchQoS.default
    DispatchQoS.unspecified
    DispatchQoS.userInitiated
    DispatchQoS.userInteractive
    DispatchQoS.utility
    DispatchQueue
    DispatchQueue.Attributes
    DispatchQueue.Attributes.concurrent
    DispatchQueue.Attributes.initiallyInactive
    DispatchQueue.SchedulerOptions
    DispatchQueue.SchedulerTimeType
    DispatchQueue.SchedulerTimeType.Stride
    DispatchQueue.SchedulerTimeType.Stride.init(_:)
    DispatchQueue.SchedulerTimeType.Stride.magnitude
    DispatchQueue.SchedulerTimeType.Stride.microseconds(_:)
    DispatchQueue.SchedulerTimeType.Stride.milliseconds(_:)
    DispatchQueue.SchedulerTimeType.Stride.nanoseconds(_:)
    DispatchQueue.SchedulerTimeType.Stride.seconds(_:)
    DispatchQueue.async(execute:)
    DispatchQueue.asyncAfter(deadline:execute:)
    DispatchQueue.global(qos:)
    DispatchQueue.init(label:qos:attributes:)
    DispatchQueue.main
    DispatchQueue.sync(execute:)
    DispatchTime
    DispatchTime.+(_:_:)
    DispatchTime.now()
    DispatchTimeInterval
    DispatchWorkItem
    DispatchWorkItem.cancel()
    DispatchWorkItem.init(block:)
    DispatchWorkItem.isCancelled
    DispatchWorkItem.perform()
    Divider
    Divider.init()
    Double
    Double.init()
    Double.init(_:)
    Double.random(in:)
    DoubleColumnNavigationViewStyle
    DoubleColumnNavigationViewStyle.init()
    DragGesture
    DragGesture.Value
    DragGesture.Value.location
    DragGesture.Value.predictedEndLocation
    DragGesture.Value.predictedEndTranslation
    DragGesture.Value.startLocation
    DragGesture.Value.time
    DragGesture.Value.translation
    DragGesture.Value.velocity
    DragGesture.coordinateSpace
    DragGesture.init(minimumDistance:coordinateSpace:)
    DragGesture.minimumDistance
    DragSession
    DragSession.draggedItemIndex
    DragSession.location
    DropDelegate
    DropDelegate.dropEntered(info:)
    DropDelegate.dropExited(info:)
    DropDelegate.dropUpdated(info:)
    DropDelegate.performDrop(info:)
    DropDelegate.validateDrop(info:)
    DropInfo
    DropInfo.hasItemsConforming(to:)
    DropInfo.itemProviders(for:)
    DropInfo.location
    DropOperation
    DropProposal
    DropProposal.init(operation:)
    DropProposal.operation
    DropSession
    DropSession.itemsCount
    DropSession.location
    Duration
    Duration.*(_:_:)
    Duration.+(_:_:)
    Duration.-(_:_:)
    Duration.microseconds(_:)
    Duration.milliseconds(_:)
    Duration.nanoseconds(_:)
    Duration.seconds(_:)
    Duration.zero
    DynamicProperty
    DynamicTypeSize
    DynamicTypeSize.isAccessibilitySize
    DynamicViewContent
    DynamicViewContent.onDelete(perform:)
    DynamicViewContent.onMove(perform:)
    Edge
    Edge.Set
    Edge.Set.all
    Edge.Set.bottom
    Edge.Set.horizontal
    Edge.Set.leading
    Edge.Set.top
    Edge.Set.trailing
    Edge.Set.vertical
    EdgeInsets
    EdgeInsets.bottom
    EdgeInsets.init()
    EdgeInsets.init(top:leading:bottom:trailing:)
    EdgeInsets.leading
    EdgeInsets.top
    EdgeInsets.trailing
    EditButton
    EditButton.init()
    EditMode
    EditMode.isEditing
    Ellipse
    Ellipse.init()
    EllipticalGradient
    EllipticalGradient.init(colors:center:startRadiusFraction:endRadiusFraction:)
    EllipticalGradient.init(gradient:center:startRadiusFraction:endRadiusFraction:)
    EllipticalGradient.init(stops:center:startRadiusFraction:endRadiusFraction:)
    EmptyAnimatableData
    EmptyAnimatableData.init()
    EmptyMatchedTransitionSourceConfiguration
    EmptyView
    EmptyView.init()
    EmptyVisualEffect
    EmptyVisualEffect.init()
    EnabledTextSelectability
    Encodable
    Encoder
    Encoder.codingPath
    Encoder.container(keyedBy:)
    Encoder.singleValueContainer()
    Encoder.unkeyedContainer()
    EncodingError
    EncodingError.Context
    EncodingError.Context.codingPath
    EncodingError.Context.debugDescription
    EncodingError.Context.init(codingPath:debugDescription:underlyingError:)
    EncodingError.Context.underlyingError
    Environment
    Environment.init(_:)
    Environment.wrappedValue
    EnvironmentKey
    EnvironmentKey.defaultValue
    EnvironmentValues
    EnvironmentValues.accessibilityDifferentiateWithoutColor
    EnvironmentValues.accessibilityDimFlashingLights
    EnvironmentValues.accessibilityEnabled
    EnvironmentValues.accessibilityInvertColors
    EnvironmentValues.accessibilityPlayAnimatedImages
    EnvironmentValues.accessibilityReduceMotion
    EnvironmentValues.accessibilityReduceTransparency
    EnvironmentValues.accessibilityShowButtonShapes
    EnvironmentValues.accessibilityVoiceOverEnabled
    EnvironmentValues.allowsTightening
    EnvironmentValues.colorScheme
    EnvironmentValues.colorSchemeContrast
    EnvironmentValues.controlSize
    EnvironmentValues.defaultMinListHeaderHeight
    EnvironmentValues.defaultMinListRowHeight
    EnvironmentValues.description
    EnvironmentValues.dismiss
    EnvironmentValues.dismissSearch
    EnvironmentValues.displayScale
    EnvironmentValues.dynamicTypeSize
    EnvironmentValues.editMode
    EnvironmentValues.font
    EnvironmentValues.headerProminence
    EnvironmentValues.horizontalSizeClass
    EnvironmentValues.imageScale
    EnvironmentValues.isEnabled
    EnvironmentValues.isFocused
    EnvironmentValues.isLuminanceReduced
    EnvironmentValues.isPresented
    EnvironmentValues.isScrollEnabled
    EnvironmentValues.isSearching
    EnvironmentValues.layoutDirection
    EnvironmentValues.legibilityWeight
    EnvironmentValues.lineLimit
    EnvironmentValues.lineSpacing
    EnvironmentValues.locale
    EnvironmentValues.minimumScaleFactor
    EnvironmentValues.multilineTextAlignment
    EnvironmentValues.openURL
    EnvironmentValues.pixelLength
    EnvironmentValues.preferredPencilDoubleTapAction
    EnvironmentValues.preferredPencilSqueezeAction
    EnvironmentValues.presentationMode
    EnvironmentValues.scenePhase
    EnvironmentValues.subscript(_:)
    EnvironmentValues.symbolRenderingMode
    EnvironmentValues.textCase
    EnvironmentValues.truncationMode
    EnvironmentValues.verticalSizeClass
    Equatable
    Equatable.!=(_:_:)
    Equatable.==(_:_:)
    Error
    Error.localizedDescription
    EventModifiers
    EventModifiers.all
    EventModifiers.capsLock
    EventModifiers.command
    EventModifiers.control
    EventModifiers.numericPad
    EventModifiers.option
    EventModifiers.shift
    EveryMinuteTimelineSchedule
    EveryMinuteTimelineSchedule.init()
    ExclusiveGesture
    ExclusiveGesture.Value
    ExclusiveGesture.first
    ExclusiveGesture.init(_:_:)
    ExclusiveGesture.second
    ExpressibleByArrayLiteral
    ExpressibleByDictionaryLiteral
    ExpressibleByFloatLiteral
    ExpressibleByIntegerLiteral
    ExpressibleByNilLiteral
    ExpressibleByStringLiteral
    Fail
    Fail.error
    Fail.init(error:)
    Fail.init(outputType:failure:)
    FileAttributeKey
    FileAttributeKey.init(_:)
    FileAttributeKey.init(rawValue:)
    FileAttributeKey.rawValue
    FileManager
    FileManager.SearchPathDirectory
    FileManager.SearchPathDomainMask
    FileManager.SearchPathDomainMask.userDomainMask
    FileManager.contents(atPath:)
    FileManager.contentsOfDirectory(atPath:)
    FileManager.createDirectory(at:withIntermediateDirectories:attributes:)
    FileManager.createDirectory(atPath:withIntermediateDirectories:attributes:)
    FileManager.createFile(atPath:contents:attributes:)
    FileManager.default
    FileManager.fileExists(atPath:)
    FileManager.removeItem(at:)
    FileManager.removeItem(atPath:)
    FileManager.urls(for:in:)
    FillShapeStyle
    FillShapeStyle.init()
    FillStyle
    FillStyle.init(eoFill:antialiased:)
    FlattenSequence
    Float
    Float.init()
    Float.init(_:)
    Float.random(in:)
    FloatingPoint
    FloatingPoint./(_:_:)
    FloatingPoint./=(_:_:)
    FloatingPoint.description
    FloatingPoint.greatestFiniteMagnitude
    FloatingPoint.infinity
    FloatingPoint.isFinite
    FloatingPoint.isInfinite
    FloatingPoint.isNaN
    FloatingPoint.isZero
    FloatingPoint.magnitude
    FloatingPoint.nan
    FloatingPoint.pi
    FloatingPoint.remainder(dividingBy:)
    FloatingPoint.round()
    FloatingPoint.rounded()
    FloatingPoint.rounded(_:)
    FloatingPoint.sign
    FloatingPoint.squareRoot()
    FloatingPoint.truncatingRemainder(dividingBy:)
    FloatingPoint.zero
    FloatingPointFormatStyle
    FloatingPointFormatStyle.Currency
    FloatingPointFormatStyle.Currency.format(_:)
    FloatingPointFormatStyle.Currency.init(code:locale:)
    FloatingPointFormatStyle.Percent
    FloatingPointFormatStyle.Percent.format(_:)
    FloatingPointFormatStyle.format(_:)
    FloatingPointFormatStyle.init(locale:)
    FloatingPointFormatStyle.precision(_:)
    FloatingPointRoundingRule
    FloatingPointSign
    FocusState
    FocusState.Binding
    FocusState.Binding.projectedValue
    FocusState.Binding.wrappedValue
    FocusState.init()
    FocusState.projectedValue
    FocusState.wrappedValue
    Font
    Font.Design
    Font.TextStyle
    Font.Weight
    Font.Weight.black
    Font.Weight.bold
    Font.Weight.heavy
    Font.Weight.light
    Font.Weight.medium
    Font.Weight.regular
    Font.Weight.semibold
    Font.Weight.thin
    Font.Weight.ultraLight
    Font.Width
    Font.Width.compressed
    Font.Width.condensed
    Font.Width.expanded
    Font.Width.init(_:)
    Font.Width.standard
    Font.Width.value
    Font.body
    Font.bold()
    Font.callout
    Font.caption
    Font.caption2
    Font.custom(_:size:)
    Font.default
    Font.footnote
    Font.headline
    Font.init(_:)
    Font.italic()
    Font.largeTitle
    Font.monospaced()
    Font.monospacedDigit()
    Font.subheadline
    Font.system(_:design:weight:)
    Font.system(size:weight:design:)
    Font.title
    Font.title2
    Font.title3
    Font.weight(_:)
    Font.width(_:)
    ForEach
    ForEach.init(_:content:)
    ForEach.init(_:id:content:)
    ForEach.init(subviews:content:)
    ForEachSubviewCollection
    ForegroundStyle
    Form
    Form.init(content:)
    FormStyle
    FormStyle.automatic
    FormStyle.columns
    FormStyle.grouped
    FormatStyle
    FormatStyle.currency(code:)
    FormatStyle.dateTime
    FormatStyle.format(_:)
    FormatStyle.number
    FormatStyle.percent
    Formatter
    GeometryEffect
    GeometryEffect.effectValue(size:)
    GeometryProxy
    GeometryProxy.bounds(of:)
    GeometryProxy.frame(in:)
    GeometryProxy.safeAreaInsets
    GeometryProxy.size
    GeometryProxy.subscript(_:)
    GeometryReader
    GeometryReader.init(content:)
    Gesture
    Gesture.body
    Gesture.exclusively(before:)
    Gesture.handActivationBehavior(_:)
    Gesture.map(_:)
    Gesture.modifiers(_:)
    Gesture.onChanged(_:)
    Gesture.onEnded(_:)
    Gesture.sequenced(before:)
    Gesture.simultaneously(with:)
    Gesture.updating(_:body:)
    GestureMask
    GestureMask.all
    GestureMask.gesture
    GestureMask.none
    GestureMask.subviews
    GestureState
    GestureState.init(initialValue:)
    GestureState.init(initialValue:reset:)
    GestureState.init(initialValue:resetTransaction:)
    GestureState.init(reset:)
    GestureState.init(resetTransaction:)
    GestureState.init(wrappedValue:)
    GestureState.init(wrappedValue:reset:)
    GestureState.init(wrappedValue:resetTransaction:)
    GestureState.projectedValue
    GestureState.wrappedValue
    GestureStateGesture
    GestureStateGesture.base
    GestureStateGesture.body
    GestureStateGesture.init(base:state:body:)
    GestureStateGesture.state
    Glass
    Glass.clear
    Glass.identity
    Glass.interactive(_:)
    Glass.regular
    Glass.tint(_:)
    GlobalCoordinateSpace
    GlobalCoordinateSpace.coordinateSpace
    Gradient
    Gradient.ColorSpace
    Gradient.ColorSpace.device
    Gradient.ColorSpace.perceptual
    Gradient.Stop
    Gradient.Stop.color
    Gradient.Stop.init(color:location:)
    Gradient.Stop.location
    Gradient.init(colors:)
    Gradient.init(stops:)
    Gradient.stops
    GraphicalDatePickerStyle
    GraphicalDatePickerStyle.init()
    GraphicsContext
    GraphicsContext.BlendMode
    GraphicsContext.BlendMode.clear
    GraphicsContext.BlendMode.color
    GraphicsContext.BlendMode.colorBurn
    GraphicsContext.BlendMode.colorDodge
    GraphicsContext.BlendMode.copy
    GraphicsContext.BlendMode.darken
    GraphicsContext.BlendMode.destinationAtop
    GraphicsContext.BlendMode.destinationIn
    GraphicsContext.BlendMode.destinationOut
    GraphicsContext.BlendMode.destinationOver
    GraphicsContext.BlendMode.difference
    GraphicsContext.BlendMode.exclusion
    GraphicsContext.BlendMode.hardLight
    GraphicsContext.BlendMode.hue
    GraphicsContext.BlendMode.lighten
    GraphicsContext.BlendMode.luminosity
    GraphicsContext.BlendMode.multiply
    GraphicsContext.BlendMode.normal
    GraphicsContext.BlendMode.overlay
    GraphicsContext.BlendMode.plusDarker
    GraphicsContext.BlendMode.plusLighter
    GraphicsContext.BlendMode.saturation
    GraphicsContext.BlendMode.screen
    GraphicsContext.BlendMode.softLight
    GraphicsContext.BlendMode.sourceAtop
    GraphicsContext.BlendMode.sourceIn
    GraphicsContext.BlendMode.sourceOut
    GraphicsContext.BlendMode.xor
    GraphicsContext.BlurOptions
    GraphicsContext.BlurOptions.init()
    GraphicsContext.Filter
    GraphicsContext.Filter.alphaThreshold(min:max:color:)
    GraphicsContext.Filter.blur(radius:options:)
    GraphicsContext.Filter.brightness(_:)
    GraphicsContext.Filter.colorInvert(_:)
    GraphicsContext.Filter.colorMultiply(_:)
    GraphicsContext.Filter.colorShader(_:)
    GraphicsContext.Filter.contrast(_:)
    GraphicsContext.Filter.distortionShader(_:maxSampleOffset:)
    GraphicsContext.Filter.grayscale(_:)
    GraphicsContext.Filter.hueRotation(_:)
    GraphicsContext.Filter.layerShader(_:maxSampleOffset:)
    GraphicsContext.Filter.luminanceToAlpha
    GraphicsContext.Filter.saturation(_:)
    GraphicsContext.Filter.shadow(color:radius:x:y:blendMode:options:)
    GraphicsContext.FilterOptions
    GraphicsContext.FilterOptions.init()
    GraphicsContext.GradientOptions
    GraphicsContext.GradientOptions.init()
    GraphicsContext.ResolvedImage
    GraphicsContext.ResolvedSymbol
    GraphicsContext.Shading
    GraphicsContext.Shading.color(_:)
    GraphicsContext.Shading.conicGradient(_:center:angle:options:)
    GraphicsContext.Shading.foreground
    GraphicsContext.Shading.linearGradient(_:startPoint:endPoint:options:)
    GraphicsContext.Shading.radialGradient(_:center:startRadius:endRadius:options:)
    GraphicsContext.ShadowOptions
    GraphicsContext.ShadowOptions.disablesGroup
    GraphicsContext.ShadowOptions.init()
    GraphicsContext.ShadowOptions.invertsAlpha
    GraphicsContext.ShadowOptions.shadowAbove
    GraphicsContext.ShadowOptions.shadowOnly
    GraphicsContext.addFilter(_:options:)
    GraphicsContext.blendMode
    GraphicsContext.concatenate(_:)
    GraphicsContext.draw(_:at:anchor:)
    GraphicsContext.draw(_:in:)
    GraphicsContext.draw(_:in:style:)
    GraphicsContext.draw(_:options:)
    GraphicsContext.drawLayer(content:)
    GraphicsContext.fill(_:with:style:)
    GraphicsContext.opacity
    GraphicsContext.resolve(_:)
    GraphicsContext.resolveSymbol(id:)
    GraphicsContext.rotate(by:)
    GraphicsContext.scaleBy(x:y:)
    GraphicsContext.stroke(_:with:lineWidth:)
    GraphicsContext.stroke(_:with:style:)
    GraphicsContext.transform
    GraphicsContext.translateBy(x:y:)
    Grid
    Grid.init(alignment:horizontalSpacing:verticalSpacing:content:)
    GridItem
    GridItem.Size
    GridItem.Size.adaptive(minimum:maximum:)
    GridItem.Size.fixed(_:)
    GridItem.Size.flexible(minimum:maximum:)
    GridItem.alignment
    GridItem.init(_:spacing:alignment:)
    GridItem.size
    GridItem.spacing
    GridRow
    GridRow.init(alignment:content:)
    Group
    Group.init(content:)
    Group.init(subviews:transform:)
    GroupBox
    GroupBox.init(_:content:)
    GroupBox.init(content:)
    GroupBox.init(content:label:)
    GroupBox.init(label:content:)
    GroupElementsOfContent
    GroupedFormStyle
    GroupedFormStyle.init()
    GroupedListStyle
    GroupedListStyle.init()
    HStack
    HStack.init(alignment:spacing:content:)
    HTTPURLResponse
    HTTPURLResponse.statusCode
    HandActivationBehavior
    HandActivationBehavior.automatic
    HandActivationBehavior.pinch
    HandGestureShortcut
    HandGestureShortcut.primaryAction
    Hashable
    Hashable.hash(into:)
    Hashable.hashValue
    Hasher
    Hasher.combine(_:)
    Hasher.finalize()
    Hasher.init()
    HierarchicalShapeStyle
    HierarchicalShapeStyle.opacity(_:)
    HorizontalAlignment
    HorizontalAlignment.center
    HorizontalAlignment.init(_:)
    HorizontalAlignment.leading
    HorizontalAlignment.trailing
    HorizontalEdge
    HoverEffect
    HoverEffect.automatic
    HoverEffect.highlight
    HoverEffect.lift
    ISO8601DateFormatter
    ISO8601DateFormatter.Options
    ISO8601DateFormatter.Options.withColonSeparatorInTime
    ISO8601DateFormatter.Options.withColonSeparatorInTimeZone
    ISO8601DateFormatter.Options.withDashSeparatorInDate
    ISO8601DateFormatter.Options.withDay
    ISO8601DateFormatter.Options.withFractionalSeconds
    ISO8601DateFormatter.Options.withFullDate
    ISO8601DateFormatter.Options.withFullTime
    ISO8601DateFormatter.Options.withInternetDateTime
    ISO8601DateFormatter.Options.withMonth
    ISO8601DateFormatter.Options.withSpaceBetweenDateAndTime
    ISO8601DateFormatter.Options.withTime
    ISO8601DateFormatter.Options.withTimeZone
    ISO8601DateFormatter.Options.withWeekOfYear
    ISO8601DateFormatter.Options.withYear
    ISO8601DateFormatter.date(from:)
    ISO8601DateFormatter.formatOptions
    ISO8601DateFormatter.init()
    ISO8601DateFormatter.string(from:)
    ISO8601DateFormatter.timeZone
    IconOnlyLabelStyle
    IconOnlyLabelStyle.init()
    Identifiable
    Identifiable.id
    Image
    Image.Interpolation
    Image.ResizingMode
    Image.Scale
    Image.TemplateRenderingMode
    Image.antialiased(_:)
    Image.init(_:)
    Image.init(_:bundle:)
    Image.init(_:variableValue:bundle:)
    Image.init(decorative:bundle:)
    Image.init(systemName:)
    Image.init(systemName:variableValue:)
    Image.init(uiImage:)
    Image.interpolation(_:)
    Image.renderingMode(_:)
    Image.resizable()
    Image.resizable(capInsets:resizingMode:)
    Image.symbolRenderingMode(_:)
    ImagePaint
    ImagePaint.image
    ImagePaint.init(image:sourceRect:scale:)
    ImagePaint.scale
    ImagePaint.sourceRect
    ImageResource
    ImageResource.init(name:bundle:)
    ImageResource.subscript(dynamicMember:)
    IndexSet
    IndexSet.contains(_:)
    IndexSet.init()
    IndexSet.init(_:)
    IndexSet.init(integer:)
    IndexSet.init(integersIn:)
    IndexSet.insert(_:)
    IndexSet.max()
    IndexSet.min()
    IndexSet.remove(_:)
    IndexSet.removeAll()
    IndexSet.sorted()
    IndexViewStyle
    IndexViewStyle.page
    IndexViewStyle.page(backgroundDisplayMode:)
    InlinePickerStyle
    InlinePickerStyle.init()
    InsetGroupedListStyle
    InsetGroupedListStyle.init()
    InsetListStyle
    InsetListStyle.init()
    InsettableShape
    InsettableShape.inset(by:)
    InsettableShape.strokeBorder(_:lineWidth:antialiased:)
    InsettableShape.strokeBorder(_:style:antialiased:)
    InsettableShape.strokeBorder(lineWidth:antialiased:)
    InsettableShape.strokeBorder(style:antialiased:)
    InstantProtocol
    InstantProtocol.advanced(by:)
    InstantProtocol.duration(to:)
    Int
    Int.&(_:_:)
    Int.&*(_:_:)
    Int.&*=(_:_:)
    Int.&+(_:_:)
    Int.&+=(_:_:)
    Int.&-(_:_:)
    Int.&-=(_:_:)
    Int.&<<(_:_:)
    Int.&=(_:_:)
    Int.&>>(_:_:)
    Int.<<(_:_:)
    Int.<<=(_:_:)
    Int.>>(_:_:)
    Int.>>=(_:_:)
    Int.^(_:_:)
    Int.^=(_:_:)
    Int.addingReportingOverflow(_:)
    Int.bitWidth
    Int.init()
    Int.init(_:)
    Int.init(exactly:)
    Int.magnitude
    Int.max
    Int.min
    Int.multipliedReportingOverflow(by:)
    Int.random(in:)
    Int.signum()
    Int.subtractingReportingOverflow(_:)
    Int.zero
    Int.|(_:_:)
    Int.|=(_:_:)
    Int.~(_:)
    IntegerFormatStyle
    IntegerFormatStyle.Currency
    IntegerFormatStyle.Percent
    IntegerFormatStyle.format(_:)
    IntegerFormatStyle.init(locale:)
    InterfaceOrientation
    InterfaceOrientation.landscapeLeft
    InterfaceOrientation.landscapeRight
    InterfaceOrientation.portrait
    InterfaceOrientation.portraitUpsideDown
    JSONDecoder
    JSONDecoder.DateDecodingStrategy
    JSONDecoder.KeyDecodingStrategy
    JSONDecoder.dateDecodingStrategy
    JSONDecoder.decode(_:from:)
    JSONDecoder.init()
    JSONDecoder.keyDecodingStrategy
    JSONEncoder
    JSONEncoder.DateEncodingStrategy
    JSONEncoder.KeyEncodingStrategy
    JSONEncoder.OutputFormatting
    JSONEncoder.OutputFormatting.prettyPrinted
    JSONEncoder.OutputFormatting.sortedKeys
    JSONEncoder.OutputFormatting.withoutEscapingSlashes
    JSONEncoder.dateEncodingStrategy
    JSONEncoder.encode(_:)
    JSONEncoder.init()
    JSONEncoder.keyEncodingStrategy
    JSONEncoder.outputFormatting
    JoinedSequence
    Just
    Just.init(_:)
    Just.output
    KeyPath
    KeyedDecodingContainer
    KeyedDecodingContainer.allKeys
    KeyedDecodingContainer.codingPath
    KeyedDecodingContainer.contains(_:)
    KeyedDecodingContainer.decode(_:forKey:)
    KeyedDecodingContainer.decodeIfPresent(_:forKey:)
    KeyedDecodingContainer.decodeNil(forKey:)
    KeyedDecodingContainer.nestedContainer(keyedBy:forKey:)
    KeyedDecodingContainer.nestedUnkeyedContainer(forKey:)
    KeyedEncodingContainer
    KeyedEncodingContainer.codingPath
    KeyedEncodingContainer.encode(_:forKey:)
    KeyedEncodingContainer.encodeIfPresent(_:forKey:)
    KeyedEncodingContainer.encodeNil(forKey:)
    KeyedEncodingContainer.nestedContainer(keyedBy:forKey:)
    KeyedEncodingContainer.nestedUnkeyedContainer(forKey:)
    KeyframeAnimator
    KeyframeAnimator.init(initialValue:repeating:content:keyframes:)
    KeyframeAnimator.init(initialValue:trigger:content:keyframes:)
    KeyframeTrack
    KeyframeTrack.init(_:content:)
    KeyframeTrack.init(content:)
    KeyframeTrackContent
    Keyframes
    Label
    Label.init(_:image:)
    Label.init(_:systemImage:)
    Label.init(title:icon:)
    LabelStyle
    LabelStyle.automatic
    LabelStyle.iconOnly
    LabelStyle.makeBody(configuration:)
    LabelStyle.titleAndIcon
    LabelStyle.titleOnly
    LabelStyleConfiguration
    LabelStyleConfiguration.Icon
    LabelStyleConfiguration.Title
    LabelStyleConfiguration.icon
    LabelStyleConfiguration.title
    LabeledContent
    LabeledContent.init(_:content:)
    LabeledContent.init(_:value:)
    LabeledContent.init(_:value:format:)
    LabeledContent.init(content:label:)
    Layout
    Layout.callAsFunction(_:)
    Layout.placeSubviews(in:proposal:subviews:cache:)
    Layout.sizeThatFits(proposal:subviews:cache:)
    LayoutDirection
    LayoutSubview
    LayoutSubview.dimensions(in:)
    LayoutSubview.place(at:anchor:proposal:)
    LayoutSubview.priority
    LayoutSubview.sizeThatFits(_:)
    LayoutSubview.spacing
    LayoutSubviews
    LayoutSubviews.count
    LayoutSubviews.enumerated()
    LayoutSubviews.filter(_:)
    LayoutSubviews.first
    LayoutSubviews.forEach(_:)
    LayoutSubviews.indices
    LayoutSubviews.isEmpty
    LayoutSubviews.last
    LayoutSubviews.map(_:)
    LayoutSubviews.reduce(_:_:)
    LayoutSubviews.subscript(_:)
    LazyHGrid
    LazyHGrid.init(rows:alignment:spacing:content:)
    LazyHGrid.init(rows:alignment:spacing:pinnedViews:content:)
    LazyHStack
    LazyHStack.init(alignment:spacing:content:)
    LazyHStack.init(alignment:spacing:pinnedViews:content:)
    LazyVGrid
    LazyVGrid.init(columns:alignment:spacing:content:)
    LazyVGrid.init(columns:alignment:spacing:pinnedViews:content:)
    LazyVStack
    LazyVStack.init(alignment:spacing:content:)
    LazyVStack.init(alignment:spacing:pinnedViews:content:)
    LegibilityWeight
    LinearGradient
    LinearGradient.init(colors:startPoint:endPoint:)
    LinearGradient.init(gradient:startPoint:endPoint:)
    LinearGradient.init(stops:startPoint:endPoint:)
    LinearKeyframe
    LinearKeyframe.init(_:duration:timingCurve:)
    LinearProgressViewStyle
    LinearProgressViewStyle.init()
    Link
    Link.init(_:destination:)
    Link.init(destination:label:)
    List
    List.init(_:children:rowContent:)
    List.init(_:id:children:rowContent:)
    List.init(_:id:rowContent:)
    List.init(_:id:selection:rowContent:)
    List.init(_:rowContent:)
    List.init(_:selection:rowContent:)
    List.init(content:)
    List.init(selection:content:)
    ListStyle
    ListStyle.automatic
    ListStyle.grouped
    ListStyle.inset
    ListStyle.insetGrouped
    ListStyle.plain
    ListStyle.sidebar
    LocalCoordinateSpace
    LocalCoordinateSpace.coordinateSpace
    Locale
    Locale.Currency
    Locale.Currency.identifier
    Locale.Currency.init(_:)
    Locale.autoupdatingCurrent
    Locale.currency
    Locale.currencyCode
    Locale.currencySymbol
    Locale.current
    Locale.identifier
    Locale.init(identifier:)
    Locale.languageCode
    Locale.regionCode
    LocalizedError
    LocalizedError.errorDescription
    LocalizedError.failureReason
    LocalizedError.helpAnchor
    LocalizedError.recoverySuggestion
    LocalizedStringKey
    LocalizedStringKey.StringInterpolation
    LocalizedStringKey.StringInterpolation.appendInterpolation(_:format:)
    LocalizedStringKey.StringInterpolation.appendInterpolation(_:style:)
    LocalizedStringKey.init(_:)
    LongPressGesture
    LongPressGesture.init(minimumDuration:maximumDistance:)
    LongPressGesture.maximumDistance
    LongPressGesture.minimumDuration
    LosslessStringConvertible
    MagnificationGesture
    MagnificationGesture.init(minimumScaleDelta:)
    MagnificationGesture.minimumScaleDelta
    MagnifyGesture
    MagnifyGesture.Value
    MagnifyGesture.Value.magnification
    MagnifyGesture.Value.startAnchor
    MagnifyGesture.Value.startLocation
    MagnifyGesture.Value.time
    MagnifyGesture.Value.velocity
    MagnifyGesture.init(minimumScaleDelta:)
    MagnifyGesture.minimumScaleDelta
    MainActor
    MainActor.run(resultType:body:)
    MatchedGeometryProperties
    MatchedGeometryProperties.frame
    MatchedGeometryProperties.init(rawValue:)
    MatchedGeometryProperties.position
    MatchedGeometryProperties.rawValue
    MatchedGeometryProperties.size
    MatchedTransitionSourceConfiguration
    MatchedTransitionSourceConfiguration.background(_:)
    MatchedTransitionSourceConfiguration.clipShape(_:)
    MatchedTransitionSourceConfiguration.shadow(color:radius:x:y:)
    Material
    Material.bar
    Material.regular
    Material.regularMaterial
    Material.thick
    Material.thickMaterial
    Material.thin
    Material.thinMaterial
    Material.ultraThick
    Material.ultraThickMaterial
    Material.ultraThin
    Material.ultraThinMaterial
    Menu
    Menu.init(_:content:)
    Menu.init(_:content:primaryAction:)
    Menu.init(content:label:)
    Menu.init(content:label:primaryAction:)
    MenuPickerStyle
    MenuPickerStyle.init()
    MeshGradient
    MeshGradient.init(width:height:points:colors:background:smoothsColors:)
    MoveKeyframe
    MoveKeyframe.init(_:)
    MutableCollection
    NSAttributedString
    NSAttributedString.Key
    NSAttributedString.Key.backgroundColor
    NSAttributedString.Key.font
    NSAttributedString.Key.foregroundColor
    NSAttributedString.Key.kern
    NSAttributedString.Key.paragraphStyle
    NSAttributedString.Key.strikethroughStyle
    NSAttributedString.Key.underlineStyle
    NSAttributedString.boundingRect(with:options:context:)
    NSAttributedString.init(string:attributes:)
    NSAttributedString.length
    NSAttributedString.size()
    NSAttributedString.string
    NSCache
    NSCache.countLimit
    NSCache.init()
    NSCache.name
    NSCache.object(forKey:)
    NSCache.removeAllObjects()
    NSCache.removeObject(forKey:)
    NSCache.setObject(_:forKey:)
    NSCache.setObject(_:forKey:cost:)
    NSCache.totalCostLimit
    NSCoder
    NSItemProvider
    NSItemProvider.hasItemConformingToTypeIdentifier(_:)
    NSItemProvider.init()
    NSItemProvider.init(item:typeIdentifier:)
    NSItemProvider.init(object:)
    NSItemProvider.registeredTypeIdentifiers
    NSItemProviderWriting
    NSLayoutConstraint
    NSLayoutConstraint.Axis
    NSLayoutConstraint.activate(_:)
    NSLayoutConstraint.constant
    NSLayoutConstraint.deactivate(_:)
    NSLayoutConstraint.isActive
    NSLayoutConstraint.priority
    NSLayoutDimension
    NSLayoutDimension.constraint(equalTo:)
    NSLayoutDimension.constraint(equalTo:multiplier:)
    NSLayoutDimension.constraint(equalToConstant:)
    NSLayoutXAxisAnchor
    NSLayoutXAxisAnchor.constraint(equalTo:)
    NSLayoutXAxisAnchor.constraint(equalTo:constant:)
    NSLayoutYAxisAnchor
    NSLayoutYAxisAnchor.constraint(equalTo:)
    NSLayoutYAxisAnchor.constraint(equalTo:constant:)
    NSMutableAttributedString
    NSMutableAttributedString.addAttribute(_:value:range:)
    NSMutableAttributedString.addAttributes(_:range:)
    NSMutableAttributedString.append(_:)
    NSNotFound
    NSNotification
    NSNumber
    NSNumber.doubleValue
    NSNumber.init(value:)
    NSNumber.intValue
    NSObject
    NSObject.description
    NSObject.init()
    NSObject.isEqual(_:)
    NSObjectProtocol
    NSSearchPathForDirectoriesInDomains(_:_:_:)
    NSSecureCoding
    NSString
    NSString.init(string:)
    NSString.length
    NSStringDrawingContext
    NSStringDrawingOptions
    NSStringDrawingOptions.truncatesLastVisibleLine
    NSStringDrawingOptions.usesFontLeading
    NSStringDrawingOptions.usesLineFragmentOrigin
    NSTextAlignment
    NSValue
    NSValue.cgPointValue
    NSValue.cgRectValue
    NSValue.cgSizeValue
    NSValue.init(cgPoint:)
    NSValue.init(cgRect:)
    NSValue.init(cgSize:)
    NamedCoordinateSpace
    NamedCoordinateSpace.coordinateSpace
    NamedCoordinateSpace.named(_:)
    Namespace
    Namespace.ID
    Namespace.init()
    Namespace.wrappedValue
    NavigationBarItem
    NavigationBarItem.TitleDisplayMode
    NavigationLink
    NavigationLink.init(_:destination:)
    NavigationLink.init(_:destination:isActive:)
    NavigationLink.init(_:value:)
    NavigationLink.init(destination:isActive:label:)
    NavigationLink.init(destination:label:)
    NavigationLink.init(destination:tag:selection:label:)
    NavigationLink.init(tag:selection:destination:label:)
    NavigationLink.init(value:label:)
    NavigationLink.isDetailLink(_:)
    NavigationLinkPickerStyle
    NavigationLinkPickerStyle.init()
    NavigationPath
    NavigationPath.CodableRepresentation
    NavigationPath.append(_:)
    NavigationPath.codable
    NavigationPath.count
    NavigationPath.init()
    NavigationPath.init(_:)
    NavigationPath.isEmpty
    NavigationPath.removeLast(_:)
    NavigationSplitView
    NavigationSplitView.init(columnVisibility:sidebar:content:detail:)
    NavigationSplitView.init(columnVisibility:sidebar:detail:)
    NavigationSplitView.init(sidebar:content:detail:)
    NavigationSplitView.init(sidebar:detail:)
    NavigationSplitViewStyle
    NavigationSplitViewStyle.automatic
    NavigationSplitViewStyle.balanced
    NavigationSplitViewStyle.prominentDetail
    NavigationSplitViewVisibility
    NavigationSplitViewVisibility.all
    NavigationSplitViewVisibility.automatic
    NavigationSplitViewVisibility.detailOnly
    NavigationSplitViewVisibility.doubleColumn
    NavigationStack
    NavigationStack.init(path:root:)
    NavigationStack.init(root:)
    NavigationTransition
    NavigationTransition.automatic
    NavigationTransition.zoom(sourceID:in:)
    NavigationView
    NavigationView.init(content:)
    NavigationViewStyle
    NavigationViewStyle.automatic
    NavigationViewStyle.columns
    NavigationViewStyle.stack
    Never
    Notification
    Notification.Name
    Notification.Name.init(_:)
    Notification.Name.init(rawValue:)
    Notification.Name.rawValue
    Notification.init(name:object:userInfo:)
    Notification.name
    Notification.object
    Notification.userInfo
    NotificationCenter
    NotificationCenter.Publisher
    NotificationCenter.addObserver(forName:object:queue:using:)
    NotificationCenter.default
    NotificationCenter.post(_:)
    NotificationCenter.post(name:object:userInfo:)
    NotificationCenter.publisher(for:object:)
    NotificationCenter.removeObserver(_:)
    NumberFormatStyleConfiguration
    NumberFormatStyleConfiguration.Precision
    NumberFormatStyleConfiguration.Precision.fractionLength(_:)
    NumberFormatStyleConfiguration.Precision.integerLength(_:)
    NumberFormatStyleConfiguration.Precision.significantDigits(_:)
    NumberFormatter
    NumberFormatter.Style
    NumberFormatter.currencyCode
    NumberFormatter.init()
    NumberFormatter.locale
    NumberFormatter.maximumFractionDigits
    NumberFormatter.minimumFractionDigits
    NumberFormatter.minimumIntegerDigits
    NumberFormatter.numberStyle
    NumberFormatter.string(for:)
    NumberFormatter.string(from:)
    NumberFormatter.usesGroupingSeparator
    Numeric
    Numeric.*(_:_:)
    Numeric.*=(_:_:)
    Numeric.+(_:_:)
    Numeric.+=(_:_:)
    Numeric.-(_:_:)
    Numeric.-=(_:_:)
    ObservableObject
    ObservableObject.objectWillChange
    ObservableObjectPublisher
    ObservableObjectPublisher.init()
    ObservableObjectPublisher.send()
    ObservedObject
    ObservedObject.Wrapper
    ObservedObject.init(wrappedValue:)
    ObservedObject.projectedValue
    ObservedObject.wrappedValue
    OpenURLAction
    OpenURLAction.Result
    OpenURLAction.Result.discarded
    OpenURLAction.Result.handled
    OpenURLAction.Result.systemAction
    OpenURLAction.Result.systemAction(_:)
    OpenURLAction.callAsFunction(_:)
    OpenURLAction.callAsFunction(_:completion:)
    OpenURLAction.init(handler:)
    OperationQueue
    OperationQueue.main
    OptionSet
    OptionSet.init()
    OptionSet.init(arrayLiteral:)
    Optional
    Optional.debugDescription
    Optional.flatMap(_:)
    Optional.init(_:)
    Optional.map(_:)
    OutlineGroup
    OutlineGroup.init(_:children:content:)
    OutlineGroup.init(_:id:children:content:)
    OutlineSubgroupChildren
    PageIndexViewStyle
    PageIndexViewStyle.BackgroundDisplayMode
    PageIndexViewStyle.BackgroundDisplayMode.always
    PageIndexViewStyle.BackgroundDisplayMode.automatic
    PageIndexViewStyle.BackgroundDisplayMode.interactive
    PageIndexViewStyle.BackgroundDisplayMode.never
    PageIndexViewStyle.init(backgroundDisplayMode:)
    PageTabViewStyle
    PageTabViewStyle.IndexDisplayMode
    PageTabViewStyle.IndexDisplayMode.always
    PageTabViewStyle.IndexDisplayMode.automatic
    PageTabViewStyle.IndexDisplayMode.never
    PageTabViewStyle.init(indexDisplayMode:)
    PagingScrollTargetBehavior
    PagingScrollTargetBehavior.init()
    PalettePickerStyle
    PalettePickerStyle.init()
    ParseableFormatStyle
    PartialRangeFrom
    PartialRangeFrom.contains(_:)
    PartialRangeFrom.lowerBound
    PartialRangeThrough
    PartialRangeThrough.contains(_:)
    PartialRangeThrough.upperBound
    PartialRangeUpTo
    PartialRangeUpTo.contains(_:)
    PartialRangeUpTo.upperBound
    PassthroughSubject
    PassthroughSubject.init()
    PassthroughSubject.send()
    PassthroughSubject.send(_:)
    PassthroughSubject.send(completion:)
    Path
    Path.addArc(center:radius:startAngle:endAngle:clockwise:transform:)
    Path.addArc(tangent1End:tangent2End:radius:transform:)
    Path.addCurve(to:control1:control2:)
    Path.addEllipse(in:transform:)
    Path.addLine(to:)
    Path.addLines(_:)
    Path.addPath(_:transform:)
    Path.addQuadCurve(to:control:)
    Path.addRect(_:transform:)
    Path.addRects(_:transform:)
    Path.addRelativeArc(center:radius:startAngle:delta:transform:)
    Path.addRoundedRect(in:cornerRadii:style:transform:)
    Path.addRoundedRect(in:cornerSize:style:transform:)
    Path.applying(_:)
    Path.boundingRect
    Path.cgPath
    Path.closeSubpath()
    Path.contains(_:eoFill:)
    Path.currentPoint
    Path.init()
    Path.init(_:)
    Path.init(ellipseIn:)
    Path.init(roundedRect:cornerRadii:style:)
    Path.init(roundedRect:cornerRadius:style:)
    Path.init(roundedRect:cornerSize:style:)
    Path.isEmpty
    Path.move(to:)
    Path.offsetBy(dx:dy:)
    Path.strokedPath(_:)
    Path.trimmedPath(from:to:)
    PencilDoubleTapGestureValue
    PencilDoubleTapGestureValue.hoverPose
    PencilHoverPose
    PencilHoverPose.altitude
    PencilHoverPose.anchor
    PencilHoverPose.azimuth
    PencilHoverPose.location
    PencilHoverPose.roll
    PencilHoverPose.zOffset
    PencilPreferredAction
    PencilPreferredAction.ignore
    PencilPreferredAction.runSystemShortcut
    PencilPreferredAction.showColorPalette
    PencilPreferredAction.showContextualPalette
    PencilPreferredAction.showInkAttributes
    PencilPreferredAction.switchEraser
    PencilPreferredAction.switchPrevious
    PencilSqueezeGesturePhase
    PencilSqueezeGestureValue
    PencilSqueezeGestureValue.hoverPose
    PeriodicTimelineSchedule
    PeriodicTimelineSchedule.init(from:by:)
    PhaseAnimator
    PhaseAnimator.init(_:content:animation:)
    PhaseAnimator.init(_:trigger:content:animation:)
    Picker
    Picker.init(_:selection:content:)
    Picker.init(selection:content:label:)
    Picker.init(selection:label:content:)
    PickerStyle
    PickerStyle.automatic
    PickerStyle.inline
    PickerStyle.menu
    PickerStyle.navigationLink
    PickerStyle.palette
    PickerStyle.segmented
    PickerStyle.wheel
    PinnedScrollableViews
    PinnedScrollableViews.init()
    PinnedScrollableViews.sectionFooters
    PinnedScrollableViews.sectionHeaders
    PlaceholderContentView
    PlainButtonStyle
    PlainButtonStyle.init()
    PlainListStyle
    PlainListStyle.init()
    PlainTextFieldStyle
    PlainTextFieldStyle.init()
    PopoverAttachmentAnchor
    PreferenceKey
    PreferenceKey.defaultValue
    PreferenceKey.reduce(value:nextValue:)
    PresentationBackgroundInteraction
    PresentationBackgroundInteraction.automatic
    PresentationBackgroundInteraction.disabled
    PresentationBackgroundInteraction.enabled
    PresentationBackgroundInteraction.enabled(upThrough:)
    PresentationDetent
    PresentationDetent.fraction(_:)
    PresentationDetent.height(_:)
    PresentationDetent.large
    PresentationDetent.medium
    PresentationMode
    PresentationMode.dismiss()
    PresentationMode.isPresented
    Preview
    Preview.ViewTraits
    PreviewDevice
    PreviewDevice.init(rawValue:)
    PreviewDevice.rawValue
    PreviewLayout
    PreviewLayout.device
    PreviewLayout.fixed(width:height:)
    PreviewLayout.sizeThatFits
    PreviewProvider
    PreviewProvider.previews
    PreviewTrait
    PreviewTrait.fixedLayout(width:height:)
    PreviewTrait.landscapeLeft
    PreviewTrait.landscapeRight
    PreviewTrait.portrait
    PreviewTrait.portraitUpsideDown
    PreviewTrait.sizeThatFitsLayout
    PrimitiveButtonStyle
    PrimitiveButtonStyle.automatic
    PrimitiveButtonStyle.bordered
    PrimitiveButtonStyle.borderedProminent
    PrimitiveButtonStyle.borderless
    PrimitiveButtonStyle.makeBody(configuration:)
    PrimitiveButtonStyle.plain
    PrimitiveButtonStyleConfiguration
    PrimitiveButtonStyleConfiguration.Label
    PrimitiveButtonStyleConfiguration.label
    PrimitiveButtonStyleConfiguration.role
    PrimitiveButtonStyleConfiguration.trigger()
    ProgressView
    ProgressView.init()
    ProgressView.init(_:)
    ProgressView.init(_:value:total:)
    ProgressView.init(label:)
    ProgressView.init(value:total:)
    ProgressView.init(value:total:label:)
    ProgressView.init(value:total:label:currentValueLabel:)
    ProgressViewStyle
    ProgressViewStyle.automatic
    ProgressViewStyle.circular
    ProgressViewStyle.linear
    ProgressViewStyle.makeBody(configuration:)
    ProgressViewStyleConfiguration
    ProgressViewStyleConfiguration.CurrentValueLabel
    ProgressViewStyleConfiguration.Label
    ProgressViewStyleConfiguration.currentValueLabel
    ProgressViewStyleConfiguration.fractionCompleted
    ProgressViewStyleConfiguration.label
    ProjectionTransform
    ProjectionTransform.concatenating(_:)
    ProjectionTransform.init()
    ProjectionTransform.init(_:)
    ProjectionTransform.isAffine
    ProjectionTransform.isIdentity
    Prominence
    ProminentDetailNavigationSplitViewStyle
    ProminentDetailNavigationSplitViewStyle.init()
    ProposedViewSize
    ProposedViewSize.height
    ProposedViewSize.infinity
    ProposedViewSize.init(_:)
    ProposedViewSize.init(width:height:)
    ProposedViewSize.replacingUnspecifiedDimensions(by:)
    ProposedViewSize.unspecified
    ProposedViewSize.width
    ProposedViewSize.zero
    Published
    Published.Publisher
    Published.init(wrappedValue:)
    Publisher
    Publisher.assign(to:)
    Publisher.assign(to:on:)
    Publisher.catch(_:)
    Publisher.collect()
    Publisher.combineLatest(_:)
    Publisher.combineLatest(_:_:)
    Publisher.compactMap(_:)
    Publisher.debounce(for:scheduler:options:)
    Publisher.decode(type:decoder:)
    Publisher.delay(for:tolerance:scheduler:options:)
    Publisher.dropFirst(_:)
    Publisher.eraseToAnyPublisher()
    Publisher.filter(_:)
    Publisher.first()
    Publisher.first(where:)
    Publisher.flatMap(_:)
    Publisher.last()
    Publisher.last(where:)
    Publisher.map(_:)
    Publisher.mapError(_:)
    Publisher.receive(on:options:)
    Publisher.removeDuplicates()
    Publisher.removeDuplicates(by:)
    Publisher.replaceError(with:)
    Publisher.retry(_:)
    Publisher.setFailureType(to:)
    Publisher.sink(receiveCompletion:receiveValue:)
    Publisher.sink(receiveValue:)
    Publisher.throttle(for:scheduler:latest:)
    Publisher.tryMap(_:)
    Publishers
    Publishers.Autoconnect
    Publishers.Autoconnect.upstream
    Publishers.Catch
    Publishers.Catch.upstream
    Publishers.Collect
    Publishers.Collect.upstream
    Publishers.CombineLatest
    Publishers.CombineLatest.a
    Publishers.CombineLatest.b
    Publishers.CombineLatest.init(_:_:)
    Publishers.CombineLatest3
    Publishers.CombineLatest3.a
    Publishers.CombineLatest3.b
    Publishers.CombineLatest3.c
    Publishers.CombineLatest3.init(_:_:_:)
    Publishers.CompactMap
    Publishers.CompactMap.upstream
    Publishers.Debounce
    Publishers.Debounce.upstream
    Publishers.Decode
    Publishers.Decode.upstream
    Publishers.Delay
    Publishers.Delay.upstream
    Publishers.Drop
    Publishers.Drop.upstream
    Publishers.Filter
    Publishers.Filter.upstream
    Publishers.First
    Publishers.First.upstream
    Publishers.FirstWhere
    Publishers.FirstWhere.upstream
    Publishers.FlatMap
    Publishers.FlatMap.upstream
    Publishers.Last
    Publishers.Last.upstream
    Publishers.LastWhere
    Publishers.LastWhere.upstream
    Publishers.Map
    Publishers.Map.upstream
    Publishers.MapError
    Publishers.MapError.upstream
    Publishers.ReceiveOn
    Publishers.ReceiveOn.upstream
    Publishers.RemoveDuplicates
    Publishers.RemoveDuplicates.upstream
    Publishers.ReplaceError
    Publishers.ReplaceError.upstream
    Publishers.Retry
    Publishers.Retry.upstream
    Publishers.Sequence
    Publishers.Sequence.sequence
    Publishers.SetFailureType
    Publishers.SetFailureType.upstream
    Publishers.Throttle
    Publishers.Throttle.upstream
    Publishers.TryMap
    Publishers.TryMap.upstream
    PulseSymbolEffect
    PulseSymbolEffect.byLayer
    PulseSymbolEffect.wholeSymbol
    RadialGradient
    RadialGradient.init(colors:center:startRadius:endRadius:)
    RadialGradient.init(gradient:center:startRadius:endRadius:)
    RadialGradient.init(stops:center:startRadius:endRadius:)
    RandomAccessCollection
    Range
    Range.contains(_:)
    Range.count
    Range.first
    Range.forEach(_:)
    Range.init(_:)
    Range.init(_:in:)
    Range.isEmpty
    Range.last
    Range.lowerBound
    Range.map(_:)
    Range.randomElement()
    Range.reversed()
    Range.upperBound
    RangeExpression
    RangeReplaceableCollection
    RangeSet
    RangeSet.init()
    RangeSet.init(_:)
    RangeSet.isEmpty
    RangeSet.ranges
    RawRepresentable
    RawRepresentable.rawValue
    Rectangle
    Rectangle.init()
    RectangleCornerRadii
    RectangleCornerRadii.bottomLeading
    RectangleCornerRadii.bottomTrailing
    RectangleCornerRadii.init(topLeading:bottomLeading:bottomTrailing:topTrailing:)
    RectangleCornerRadii.topLeading
    RectangleCornerRadii.topTrailing
    RedactionReasons
    RedactionReasons.invalidated
    RedactionReasons.placeholder
    RedactionReasons.privacy
    ReplaceSymbolEffect
    ReplaceSymbolEffect.byLayer
    ReplaceSymbolEffect.downUp
    ReplaceSymbolEffect.offUp
    ReplaceSymbolEffect.upUp
    ReplaceSymbolEffect.wholeSymbol
    Result
    Result.flatMap(_:)
    Result.get()
    Result.init(catching:)
    Result.map(_:)
    Result.mapError(_:)
    RotateGesture
    RotateGesture.Value
    RotateGesture.Value.rotation
    RotateGesture.Value.startAnchor
    RotateGesture.Value.startLocation
    RotateGesture.Value.time
    RotateGesture.Value.velocity
    RotateGesture.init(minimumAngleDelta:)
    RotateGesture.minimumAngleDelta
    RotateGesture3D
    RotateGesture3D.Value
    RotateGesture3D.Value.time
    RotateGesture3D.constrainedAxis
    RotateGesture3D.init(constrainedToAxis:minimumAngleDelta:)
    RotateGesture3D.minimumAngleDelta
    RotateSymbolEffect
    RotateSymbolEffect.byLayer
    RotateSymbolEffect.clockwise
    RotateSymbolEffect.counterClockwise
    RotateSymbolEffect.wholeSymbol
    RotationAxis3D
    RotationAxis3D.x
    RotationAxis3D.xy
    RotationAxis3D.xyz
    RotationAxis3D.xz
    RotationAxis3D.y
    RotationAxis3D.yz
    RotationAxis3D.z
    RotationGesture
    RotationGesture.init(minimumAngleDelta:)
    RotationGesture.minimumAngleDelta
    RoundedBorderTextFieldStyle
    RoundedBorderTextFieldStyle.init()
    RoundedCornerStyle
    RoundedRectangle
    RoundedRectangle.init(cornerRadius:style:)
    RoundedRectangle.init(cornerSize:style:)
    RunLoop
    RunLoop.Mode
    RunLoop.Mode.common
    RunLoop.Mode.default
    RunLoop.Mode.init(_:)
    RunLoop.Mode.tracking
    RunLoop.SchedulerOptions
    RunLoop.SchedulerTimeType
    RunLoop.SchedulerTimeType.Stride
    RunLoop.SchedulerTimeType.Stride.init(_:)
    RunLoop.SchedulerTimeType.Stride.magnitude
    RunLoop.SchedulerTimeType.Stride.microseconds(_:)
    RunLoop.SchedulerTimeType.Stride.milliseconds(_:)
    RunLoop.SchedulerTimeType.Stride.nanoseconds(_:)
    RunLoop.SchedulerTimeType.Stride.seconds(_:)
    RunLoop.add(_:forMode:)
    RunLoop.current
    RunLoop.main
    SIMD2
    SIMD2.init(_:_:)
    SIMD2.init(x:y:)
    SIMD2.x
    SIMD2.y
    SafeAreaRegions
    SafeAreaRegions.all
    SafeAreaRegions.container
    SafeAreaRegions.keyboard
    ScaleSymbolEffect
    ScaleSymbolEffect.byLayer
    ScaleSymbolEffect.down
    ScaleSymbolEffect.up
    ScaleSymbolEffect.wholeSymbol
    Scanner
    Scanner.NumberRepresentation
    Scanner.charactersToBeSkipped
    Scanner.init(string:)
    Scanner.isAtEnd
    Scanner.scanCharacters(from:)
    Scanner.scanDouble(_:)
    Scanner.scanDouble(representation:)
    Scanner.scanHexInt64(_:)
    Scanner.scanInt(_:)
    Scanner.scanInt(representation:)
    Scanner.scanString(_:)
    Scanner.scanUInt64(representation:)
    Scanner.scanUpToCharacters(from:)
    Scanner.scanUpToString(_:)
    Scanner.string
    Scene
    ScenePhase
    Scheduler
    ScrollDismissesKeyboardMode
    ScrollDismissesKeyboardMode.automatic
    ScrollDismissesKeyboardMode.immediately
    ScrollDismissesKeyboardMode.interactively
    ScrollDismissesKeyboardMode.never
    ScrollGeometry
    ScrollGeometry.bounds
    ScrollGeometry.containerSize
    ScrollGeometry.contentInsets
    ScrollGeometry.contentOffset
    ScrollGeometry.contentSize
    ScrollGeometry.visibleRect
    ScrollIndicatorVisibility
    ScrollIndicatorVisibility.automatic
    ScrollIndicatorVisibility.hidden
    ScrollIndicatorVisibility.never
    ScrollIndicatorVisibility.visible
    ScrollPhase
    ScrollPhase.isScrolling
    ScrollPhaseChangeContext
    ScrollPhaseChangeContext.geometry
    ScrollPhaseChangeContext.velocity
    ScrollPosition
    ScrollPosition.edge
    ScrollPosition.init(edge:)
    ScrollPosition.init(id:anchor:)
    ScrollPosition.init(idType:)
    ScrollPosition.init(idType:edge:)
    ScrollPosition.init(idType:point:)
    ScrollPosition.init(idType:x:)
    ScrollPosition.init(idType:x:y:)
    ScrollPosition.init(idType:y:)
    ScrollPosition.init(point:)
    ScrollPosition.init(x:)
    ScrollPosition.init(x:y:)
    ScrollPosition.init(y:)
    ScrollPosition.isPositionedByUser
    ScrollPosition.point
    ScrollPosition.scrollTo(edge:)
    ScrollPosition.scrollTo(id:anchor:)
    ScrollPosition.scrollTo(point:)
    ScrollPosition.scrollTo(x:)
    ScrollPosition.scrollTo(x:y:)
    ScrollPosition.scrollTo(y:)
    ScrollPosition.viewID
    ScrollPosition.viewID(type:)
    ScrollPosition.x
    ScrollPosition.y
    ScrollTargetBehavior
    ScrollTargetBehavior.paging
    ScrollTargetBehavior.viewAligned
    ScrollTargetBehavior.viewAligned(limitBehavior:)
    ScrollTransitionConfiguration
    ScrollTransitionConfiguration.Threshold
    ScrollTransitionConfiguration.Threshold.centered
    ScrollTransitionConfiguration.Threshold.hidden
    ScrollTransitionConfiguration.Threshold.visible
    ScrollTransitionConfiguration.Threshold.visible(_:)
    ScrollTransitionConfiguration.animated
    ScrollTransitionConfiguration.animated(_:)
    ScrollTransitionConfiguration.identity
    ScrollTransitionConfiguration.interactive
    ScrollTransitionConfiguration.interactive(timingCurve:)
    ScrollTransitionConfiguration.threshold(_:)
    ScrollTransitionPhase
    ScrollTransitionPhase.bottomTrailing
    ScrollTransitionPhase.identity
    ScrollTransitionPhase.isIdentity
    ScrollTransitionPhase.topLeading
    ScrollTransitionPhase.value
    ScrollView
    ScrollView.init(_:showsIndicators:content:)
    ScrollViewProxy
    ScrollViewProxy.scrollTo(_:anchor:)
    ScrollViewReader
    ScrollViewReader.init(content:)
    SearchFieldPlacement
    SearchFieldPlacement.NavigationBarDrawerDisplayMode
    SearchFieldPlacement.NavigationBarDrawerDisplayMode.always
    SearchFieldPlacement.NavigationBarDrawerDisplayMode.automatic
    SearchFieldPlacement.automatic
    SearchFieldPlacement.navigationBarDrawer
    SearchFieldPlacement.navigationBarDrawer(displayMode:)
    SearchFieldPlacement.sidebar
    SearchFieldPlacement.toolbar
    SearchScopeActivation
    SearchScopeActivation.automatic
    SearchScopeActivation.onSearchPresentation
    SearchScopeActivation.onTextEntry
    SearchUnavailableContent
    SearchUnavailableContent.Actions
    SearchUnavailableContent.Description
    SearchUnavailableContent.Label
    Section
    Section.init(_:content:)
    Section.init(_:isExpanded:content:)
    Section.init(content:)
    Section.init(content:footer:)
    Section.init(content:header:)
    Section.init(content:header:footer:)
    Section.init(footer:content:)
    Section.init(header:content:)
    Section.init(header:footer:content:)
    Section.init(isExpanded:content:header:)
    SecureField
    SecureField.init(_:text:)
    SecureField.init(_:text:onCommit:)
    SecureField.init(_:text:prompt:)
    SecureField.init(text:prompt:label:)
    SegmentedPickerStyle
    SegmentedPickerStyle.init()
    Selector
    Sendable
    SensoryFeedback
    SensoryFeedback.Flexibility
    SensoryFeedback.Flexibility.rigid
    SensoryFeedback.Flexibility.soft
    SensoryFeedback.Flexibility.solid
    SensoryFeedback.Weight
    SensoryFeedback.Weight.heavy
    SensoryFeedback.Weight.light
    SensoryFeedback.Weight.medium
    SensoryFeedback.alignment
    SensoryFeedback.decrease
    SensoryFeedback.error
    SensoryFeedback.impact
    SensoryFeedback.impact(flexibility:intensity:)
    SensoryFeedback.impact(weight:intensity:)
    SensoryFeedback.increase
    SensoryFeedback.levelChange
    SensoryFeedback.selection
    SensoryFeedback.start
    SensoryFeedback.stop
    SensoryFeedback.success
    SensoryFeedback.warning
    Sequence
    Sequence.allSatisfy(_:)
    Sequence.compactMap(_:)
    Sequence.contains(where:)
    Sequence.dropLast(_:)
    Sequence.filter(_:)
    Sequence.first(where:)
    Sequence.flatMap(_:)
    Sequence.forEach(_:)
    Sequence.joined()
    Sequence.joined(separator:)
    Sequence.map(_:)
    Sequence.max(by:)
    Sequence.min(by:)
    Sequence.publisher
    Sequence.reduce(_:_:)
    Sequence.reduce(into:_:)
    Sequence.sorted(by:)
    SequenceGesture
    SequenceGesture.Value
    SequenceGesture.first
    SequenceGesture.init(_:_:)
    SequenceGesture.second
    Set
    Set.Index
    Set.contains(_:)
    Set.count
    Set.endIndex
    Set.filter(_:)
    Set.first
    Set.firstIndex(of:)
    Set.firstIndex(where:)
    Set.forEach(_:)
    Set.formIntersection(_:)
    Set.formSymmetricDifference(_:)
    Set.formUnion(_:)
    Set.init()
    Set.init(_:)
    Set.insert(_:)
    Set.intersection(_:)
    Set.isDisjoint(with:)
    Set.isEmpty
    Set.isSubset(of:)
    Set.isSuperset(of:)
    Set.map(_:)
    Set.max()
    Set.min()
    Set.popFirst()
    Set.randomElement()
    Set.remove(_:)
    Set.remove(at:)
    Set.removeAll()
    Set.sorted()
    Set.sorted(by:)
    Set.startIndex
    Set.subscript(_:)
    Set.subtract(_:)
    Set.subtracting(_:)
    Set.symmetricDifference(_:)
    Set.union(_:)
    Set.update(with:)
    SetAlgebra
    Shader
    Shader.Argument
    Shader.Argument.boundingRect
    Shader.Argument.color(_:)
    Shader.Argument.float(_:)
    Shader.Argument.float2(_:)
    Shader.Argument.float2(_:_:)
    Shader.Argument.float3(_:_:_:)
    Shader.Argument.float4(_:_:_:_:)
    Shader.Argument.floatArray(_:)
    Shader.Argument.image(_:)
    Shader.arguments
    Shader.function
    Shader.init(function:arguments:)
    ShaderFunction
    ShaderFunction.callAsFunction(_:)
    ShaderFunction.init(library:name:)
    ShaderFunction.library
    ShaderFunction.name
    ShaderLibrary
    ShaderLibrary.bundle(_:)
    ShaderLibrary.default
    ShaderLibrary.subscript(dynamicMember:)
    ShadowStyle
    ShadowStyle.drop(color:radius:x:y:)
    ShadowStyle.inner(color:radius:x:y:)
    Shape
    Shape.buttonBorder
    Shape.capsule
    Shape.capsule(style:)
    Shape.circle
    Shape.ellipse
    Shape.fill(_:style:)
    Shape.fill(style:)
    Shape.offset(_:)
    Shape.offset(x:y:)
    Shape.path(in:)
    Shape.rect
    Shape.rect(cornerRadii:style:)
    Shape.rect(cornerRadius:style:)
    Shape.rect(cornerSize:style:)
    Shape.rect(topLeadingRadius:bottomLeadingRadius:bottomTrailingRadius:topTrailingRadius:style:)
    Shape.rotation(_:anchor:)
    Shape.scale(_:anchor:)
    Shape.scale(x:y:anchor:)
    Shape.size(_:)
    Shape.size(width:height:)
    Shape.stroke(_:lineWidth:)
    Shape.stroke(_:style:)
    Shape.stroke(lineWidth:)
    Shape.stroke(style:)
    Shape.transform(_:)
    Shape.trim(from:to:)
    ShapeStyle
    ShapeStyle.accent
    ShapeStyle.angularGradient(_:center:startAngle:endAngle:)
    ShapeStyle.angularGradient(colors:center:startAngle:endAngle:)
    ShapeStyle.angularGradient(stops:center:startAngle:endAngle:)
    ShapeStyle.background
    ShapeStyle.bar
    ShapeStyle.black
    ShapeStyle.blue
    ShapeStyle.brown
    ShapeStyle.clear
    ShapeStyle.conicGradient(_:center:angle:)
    ShapeStyle.conicGradient(colors:center:angle:)
    ShapeStyle.conicGradient(stops:center:angle:)
    ShapeStyle.cyan
    ShapeStyle.ellipticalGradient(_:center:startRadiusFraction:endRadiusFraction:)
    ShapeStyle.ellipticalGradient(colors:center:startRadiusFraction:endRadiusFraction:)
    ShapeStyle.ellipticalGradient(stops:center:startRadiusFraction:endRadiusFraction:)
    ShapeStyle.fill
    ShapeStyle.foreground
    ShapeStyle.gray
    ShapeStyle.green
    ShapeStyle.indigo
    ShapeStyle.linearGradient(_:startPoint:endPoint:)
    ShapeStyle.linearGradient(colors:startPoint:endPoint:)
    ShapeStyle.linearGradient(stops:startPoint:endPoint:)
    ShapeStyle.mint
    ShapeStyle.opacity(_:)
    ShapeStyle.orange
    ShapeStyle.pink
    ShapeStyle.primary
    ShapeStyle.purple
    ShapeStyle.quaternary
    ShapeStyle.quinary
    ShapeStyle.radialGradient(_:center:startRadius:endRadius:)
    ShapeStyle.radialGradient(colors:center:startRadius:endRadius:)
    ShapeStyle.radialGradient(stops:center:startRadius:endRadius:)
    ShapeStyle.red
    ShapeStyle.regularMaterial
    ShapeStyle.secondary
    ShapeStyle.shadow(_:)
    ShapeStyle.teal
    ShapeStyle.tertiary
    ShapeStyle.thickMaterial
    ShapeStyle.thinMaterial
    ShapeStyle.tint
    ShapeStyle.ultraThickMaterial
    ShapeStyle.ultraThinMaterial
    ShapeStyle.white
    ShapeStyle.yellow
    ShapeView
    ShapeView.fill(_:style:)
    ShapeView.stroke(_:lineWidth:antialiased:)
    ShapeView.stroke(_:style:antialiased:)
    ShapeView.strokeBorder(_:lineWidth:antialiased:)
    ShapeView.strokeBorder(_:style:antialiased:)
    ShareLink
    ShareLink.init(_:item:subject:message:)
    ShareLink.init(_:item:subject:message:preview:)
    ShareLink.init(item:subject:message:)
    ShareLink.init(item:subject:message:label:)
    ShareLink.init(item:subject:message:preview:)
    ShareLink.init(item:subject:message:preview:label:)
    ShareLink.init(items:subject:message:label:)
    SharePreview
    SharePreview.init(_:)
    SharePreview.init(_:icon:)
    SharePreview.init(_:image:)
    SharePreview.init(_:image:icon:)
    SidebarAdaptableTabViewStyle
    SidebarAdaptableTabViewStyle.init()
    SidebarListStyle
    SidebarListStyle.init()
    SignedNumeric
    SignedNumeric.-(_:)
    SimultaneousGesture
    SimultaneousGesture.Value
    SimultaneousGesture.Value.first
    SimultaneousGesture.Value.second
    SimultaneousGesture.first
    SimultaneousGesture.init(_:_:)
    SimultaneousGesture.second
    SingleValueDecodingContainer
    SingleValueDecodingContainer.codingPath
    SingleValueDecodingContainer.decode(_:)
    SingleValueDecodingContainer.decodeNil()
    SingleValueEncodingContainer
    SingleValueEncodingContainer.encode(_:)
    SingleValueEncodingContainer.encodeNil()
    Slider
    Slider.init(value:in:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)
    Slider.init(value:in:label:onEditingChanged:)
    Slider.init(value:in:onEditingChanged:)
    Slider.init(value:in:onEditingChanged:label:)
    Slider.init(value:in:onEditingChanged:minimumValueLabel:maximumValueLabel:label:)
    Slider.init(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)
    Slider.init(value:in:step:label:onEditingChanged:)
    Slider.init(value:in:step:onEditingChanged:)
    Slider.init(value:in:step:onEditingChanged:label:)
    Slider.init(value:in:step:onEditingChanged:minimumValueLabel:maximumValueLabel:label:)
    SortOrder
    Spacer
    Spacer.init(minLength:)
    SpatialEventCollection
    SpatialEventCollection.Event
    SpatialEventCollection.Event.ID
    SpatialEventCollection.Event.Phase
    SpatialEventCollection.Event.chirality
    SpatialEventCollection.Event.id
    SpatialEventCollection.Event.location
    SpatialEventCollection.Event.modifierKeys
    SpatialEventCollection.Event.phase
    SpatialEventCollection.Event.timestamp
    SpatialEventCollection.count
    SpatialEventCollection.first
    SpatialEventCollection.forEach(_:)
    SpatialEventCollection.map(_:)
    SpatialEventGesture
    SpatialEventGesture.coordinateSpace
    SpatialEventGesture.init(coordinateSpace:)
    SpatialTapGesture
    SpatialTapGesture.Value
    SpatialTapGesture.Value.location
    SpatialTapGesture.coordinateSpace
    SpatialTapGesture.count
    SpatialTapGesture.init(count:coordinateSpace:)
    Spring
    Spring.bouncy
    Spring.bouncy(duration:extraBounce:)
    Spring.init(duration:bounce:)
    Spring.init(response:dampingRatio:)
    Spring.smooth
    Spring.smooth(duration:extraBounce:)
    Spring.snappy
    Spring.snappy(duration:extraBounce:)
    SpringKeyframe
    SpringKeyframe.init(_:duration:spring:startVelocity:)
    StackNavigationViewStyle
    StackNavigationViewStyle.init()
    State
    State.init()
    State.init(initialValue:)
    State.init(wrappedValue:)
    State.projectedValue
    State.wrappedValue
    StateObject
    StateObject.init(wrappedValue:)
    StateObject.projectedValue
    StateObject.wrappedValue
    Stepper
    Stepper.init(_:onIncrement:onDecrement:onEditingChanged:)
    Stepper.init(_:value:in:step:onEditingChanged:)
    Stepper.init(_:value:step:onEditingChanged:)
    Stepper.init(label:onIncrement:onDecrement:onEditingChanged:)
    Stepper.init(onIncrement:onDecrement:onEditingChanged:label:)
    Stepper.init(value:in:step:label:onEditingChanged:)
    Stepper.init(value:in:step:onEditingChanged:label:)
    Stepper.init(value:step:label:onEditingChanged:)
    Stepper.init(value:step:onEditingChanged:label:)
    StrideTo
    StrideTo.map(_:)
    Strideable
    String
    String.+(_:_:)
    String.+=(_:_:)
    String.Encoding
    String.Encoding.ascii
    String.Encoding.utf16
    String.Encoding.utf8
    String.Index
    String.UTF16View
    String.UTF16View.count
    String.UTF8View
    String.UTF8View.count
    String.UnicodeScalarView
    String.allSatisfy(_:)
    String.append(_:)
    String.capitalized
    String.caseInsensitiveCompare(_:)
    String.compactMap(_:)
    String.compare(_:)
    String.components(separatedBy:)
    String.contains(_:)
    String.contains(where:)
    String.count
    String.data(using:allowLossyConversion:)
    String.description
    String.distance(from:to:)
    String.dropFirst(_:)
    String.dropLast(_:)
    String.endIndex
    String.enumerated()
    String.filter(_:)
    String.first
    String.first(where:)
    String.firstIndex(of:)
    String.firstIndex(where:)
    String.forEach(_:)
    String.hasPrefix(_:)
    String.hasSuffix(_:)
    String.index(_:offsetBy:)
    String.index(after:)
    String.index(before:)
    String.indices
    String.init()
    String.init(_:)
    String.init(contentsOf:)
    String.init(contentsOf:encoding:)
    String.init(contentsOfFile:)
    String.init(contentsOfFile:encoding:)
    String.init(data:encoding:)
    String.init(decoding:as:)
    String.init(describing:)
    String.init(format:_:)
    String.init(format:arguments:)
    String.init(repeating:count:)
    String.insert(_:at:)
    String.isEmpty
    String.last
    String.lastIndex(of:)
    String.localizedCapitalized
    String.localizedCaseInsensitiveCompare(_:)
    String.localizedCaseInsensitiveContains(_:)
    String.localizedCompare(_:)
    String.localizedLowercase
    String.localizedStandardCompare(_:)
    String.localizedStandardContains(_:)
    String.localizedUppercase
    String.lowercased()
    String.lowercased(with:)
    String.map(_:)
    String.padding(toLength:withPad:startingAt:)
    String.prefix(_:)
    String.randomElement()
    String.range(of:)
    String.rangeOfCharacter(from:)
    String.remove(at:)
    String.removeAll()
    String.removeFirst()
    String.removeLast()
    String.replaceSubrange(_:with:)
    String.replacingCharacters(in:with:)
    String.replacingOccurrences(of:with:)
    String.reversed()
    String.size(withAttributes:)
    String.split(separator:)
    String.split(separator:maxSplits:omittingEmptySubsequences:)
    String.startIndex
    String.subscript(_:)
    String.suffix(_:)
    String.trimmingCharacters(in:)
    String.unicodeScalars
    String.uppercased()
    String.utf16
    String.utf8
    String.write(to:atomically:encoding:)
    String.write(toFile:atomically:encoding:)
    StringProtocol
    StrokeStyle
    StrokeStyle.init(lineWidth:lineCap:lineJoin:miterLimit:dash:dashPhase:)
    Subject
    Subject.send(_:)
    SubmitLabel
    SubmitLabel.continue
    SubmitLabel.done
    SubmitLabel.go
    SubmitLabel.join
    SubmitLabel.next
    SubmitLabel.return
    SubmitLabel.route
    SubmitLabel.search
    SubmitLabel.send
    SubmitTriggers
    SubmitTriggers.search
    SubmitTriggers.text
    Subscribers
    Subscribers.Completion
    Substring
    Substring.allSatisfy(_:)
    Substring.capitalized
    Substring.compactMap(_:)
    Substring.components(separatedBy:)
    Substring.contains(_:)
    Substring.contains(where:)
    Substring.count
    Substring.description
    Substring.dropFirst(_:)
    Substring.dropLast(_:)
    Substring.endIndex
    Substring.filter(_:)
    Substring.first
    Substring.firstIndex(of:)
    Substring.hasPrefix(_:)
    Substring.hasSuffix(_:)
    Substring.isEmpty
    Substring.last
    Substring.lowercased()
    Substring.map(_:)
    Substring.prefix(_:)
    Substring.replacingOccurrences(of:with:)
    Substring.reversed()
    Substring.split(separator:)
    Substring.startIndex
    Substring.subscript(_:)
    Substring.suffix(_:)
    Substring.trimmingCharacters(in:)
    Substring.uppercased()
    Subview
    Subview.ID
    Subview.containerValues
    Subview.id
    SubviewsCollection
    SubviewsCollection.count
    SubviewsCollection.dropFirst(_:)
    SubviewsCollection.dropLast(_:)
    SubviewsCollection.endIndex
    SubviewsCollection.enumerated()
    SubviewsCollection.first
    SubviewsCollection.firstIndex(where:)
    SubviewsCollection.index(after:)
    SubviewsCollection.index(before:)
    SubviewsCollection.indices
    SubviewsCollection.isEmpty
    SubviewsCollection.last
    SubviewsCollection.prefix(_:)
    SubviewsCollection.reversed()
    SubviewsCollection.startIndex
    SubviewsCollection.subscript(_:)
    SubviewsCollection.suffix(_:)
    SubviewsCollectionSlice
    SubviewsCollectionSlice.count
    SubviewsCollectionSlice.dropFirst(_:)
    SubviewsCollectionSlice.dropLast(_:)
    SubviewsCollectionSlice.endIndex
    SubviewsCollectionSlice.enumerated()
    SubviewsCollectionSlice.first
    SubviewsCollectionSlice.firstIndex(where:)
    SubviewsCollectionSlice.index(after:)
    SubviewsCollectionSlice.index(before:)
    SubviewsCollectionSlice.indices
    SubviewsCollectionSlice.isEmpty
    SubviewsCollectionSlice.last
    SubviewsCollectionSlice.prefix(_:)
    SubviewsCollectionSlice.reversed()
    SubviewsCollectionSlice.startIndex
    SubviewsCollectionSlice.subscript(_:)
    SubviewsCollectionSlice.suffix(_:)
    SuspendingClock
    SuspendingClock.Instant
    SuspendingClock.Instant.+(_:_:)
    SuspendingClock.Instant.-(_:_:)
    SuspendingClock.Instant.advanced(by:)
    SuspendingClock.Instant.duration(to:)
    SuspendingClock.Instant.now
    SuspendingClock.init()
    SuspendingClock.minimumResolution
    SuspendingClock.now
    SwitchToggleStyle
    SwitchToggleStyle.init()
    SwitchToggleStyle.init(tint:)
    SymbolEffect
    SymbolEffect.appear
    SymbolEffect.bounce
    SymbolEffect.breathe
    SymbolEffect.disappear
    SymbolEffect.pulse
    SymbolEffect.replace
    SymbolEffect.rotate
    SymbolEffect.scale
    SymbolEffect.variableColor
    SymbolEffect.wiggle
    SymbolEffectOptions
    SymbolEffectOptions.RepeatBehavior
    SymbolEffectOptions.RepeatBehavior.continuous
    SymbolEffectOptions.RepeatBehavior.periodic
    SymbolEffectOptions.RepeatBehavior.periodic(_:delay:)
    SymbolEffectOptions.default
    SymbolEffectOptions.nonRepeating
    SymbolEffectOptions.repeat(_:)
    SymbolEffectOptions.repeating
    SymbolEffectOptions.speed(_:)
    SymbolRenderingMode
    SymbolRenderingMode.hierarchical
    SymbolRenderingMode.monochrome
    SymbolRenderingMode.multicolor
    SymbolRenderingMode.palette
    SymbolVariants
    SymbolVariants.circle
    SymbolVariants.fill
    SymbolVariants.none
    SymbolVariants.rectangle
    SymbolVariants.slash
    SymbolVariants.square
    Tab
    Tab.init(_:image:content:)
    Tab.init(_:image:role:content:)
    Tab.init(_:image:value:content:)
    Tab.init(_:systemImage:content:)
    Tab.init(_:systemImage:role:content:)
    Tab.init(_:systemImage:value:content:)
    Tab.init(_:systemImage:value:role:content:)
    Tab.init(content:)
    Tab.init(content:label:)
    Tab.init(role:content:)
    Tab.init(value:content:)
    Tab.init(value:content:label:)
    Tab.init(value:role:content:)
    TabBarOnlyTabViewStyle
    TabBarOnlyTabViewStyle.init()
    TabContent
    TabContent.badge(_:)
    TabContent.customizationID(_:)
    TabContent.defaultVisibility(_:for:)
    TabContent.disabled(_:)
    TabContent.hidden(_:)
    TabContent.tabPlacement(_:)
    TabPlacement
    TabPlacement.automatic
    TabPlacement.pinned
    TabPlacement.sidebarOnly
    TabRole
    TabRole.search
    TabSection
    TabSection.init(_:content:)
    TabSection.init(content:)
    TabSection.init(content:header:)
    TabView
    TabView.init(content:)
    TabView.init(selection:content:)
    TabViewStyle
    TabViewStyle.automatic
    TabViewStyle.page
    TabViewStyle.page(indexDisplayMode:)
    TabViewStyle.sidebarAdaptable
    TabViewStyle.tabBarOnly
    TapGesture
    TapGesture.count
    TapGesture.init(count:)
    Task
    Task.cancel()
    Task.checkCancellation()
    Task.currentPriority
    Task.detached(priority:operation:)
    Task.init(priority:operation:)
    Task.isCancelled
    Task.sleep(_:)
    Task.sleep(for:)
    Task.sleep(for:tolerance:clock:)
    Task.sleep(nanoseconds:)
    Task.sleep(until:tolerance:clock:)
    Task.value
    Task.yield()
    TaskGroup
    TaskGroup.addTask(priority:operation:)
    TaskGroup.addTaskUnlessCancelled(priority:operation:)
    TaskGroup.cancelAll()
    TaskGroup.isCancelled
    TaskGroup.isEmpty
    TaskGroup.next()
    TaskGroup.waitForAll()
    TaskPriority
    TaskPriority.background
    TaskPriority.high
    TaskPriority.low
    TaskPriority.medium
    TaskPriority.userInitiated
    TaskPriority.utility
    Text
    Text.+(_:_:)
    Text.Case
    Text.DateStyle
    Text.DateStyle.date
    Text.DateStyle.offset
    Text.DateStyle.relative
    Text.DateStyle.time
    Text.DateStyle.timer
    Text.Layout
    Text.Layout.DrawingOptions
    Text.Layout.DrawingOptions.init()
    Text.Layout.Glyph
    Text.Layout.Glyph.typographicBounds
    Text.Layout.Line
    Text.Layout.Line.count
    Text.Layout.Line.first
    Text.Layout.Line.indices
    Text.Layout.Line.isEmpty
    Text.Layout.Line.last
    Text.Layout.Line.origin
    Text.Layout.Line.subscript(_:)
    Text.Layout.Line.typographicBounds
    Text.Layout.Run
    Text.Layout.Run.count
    Text.Layout.Run.subscript(_:)
    Text.Layout.Run.typographicBounds
    Text.Layout.TypographicBounds
    Text.Layout.TypographicBounds.ascent
    Text.Layout.TypographicBounds.descent
    Text.Layout.TypographicBounds.origin
    Text.Layout.TypographicBounds.rect
    Text.Layout.TypographicBounds.width
    Text.Layout.count
    Text.Layout.first
    Text.Layout.indices
    Text.Layout.isEmpty
    Text.Layout.isTruncated
    Text.Layout.last
    Text.Layout.subscript(_:)
    Text.LineStyle
    Text.LineStyle.Pattern
    Text.LineStyle.init(pattern:color:)
    Text.LineStyle.single
    Text.TruncationMode
    Text.baselineOffset(_:)
    Text.bold()
    Text.bold(_:)
    Text.customAttribute(_:)
    Text.font(_:)
    Text.fontDesign(_:)
    Text.fontWeight(_:)
    Text.fontWidth(_:)
    Text.foregroundColor(_:)
    Text.foregroundStyle(_:)
    Text.init(_:)
    Text.init(_:format:)
    Text.init(_:style:)
    Text.init(timerInterval:pauseTime:countsDown:showsHours:)
    Text.init(verbatim:)
    Text.italic()
    Text.kerning(_:)
    Text.monospaced(_:)
    Text.monospacedDigit()
    Text.strikethrough(_:color:)
    Text.tracking(_:)
    Text.underline(_:color:)
    TextAlignment
    TextAttribute
    TextEditor
    TextEditor.init(text:)
    TextField
    TextField.init(_:text:)
    TextField.init(_:text:axis:)
    TextField.init(_:text:onCommit:)
    TextField.init(_:text:onEditingChanged:)
    TextField.init(_:text:onEditingChanged:onCommit:)
    TextField.init(_:text:prompt:)
    TextField.init(_:text:prompt:axis:)
    TextField.init(_:text:selection:prompt:axis:)
    TextField.init(_:value:format:prompt:)
    TextField.init(_:value:formatter:)
    TextField.init(_:value:formatter:prompt:)
    TextField.init(text:prompt:axis:label:)
    TextField.init(text:prompt:label:)
    TextFieldStyle
    TextFieldStyle.automatic
    TextFieldStyle.plain
    TextFieldStyle.roundedBorder
    TextInputAutocapitalization
    TextInputAutocapitalization.characters
    TextInputAutocapitalization.never
    TextInputAutocapitalization.sentences
    TextInputAutocapitalization.words
    TextRenderer
    TextRenderer.draw(layout:in:)
    TextSelectability
    TextSelectability.disabled
    TextSelectability.enabled
    TextSelection
    TextSelection.Indices
    TextSelection.indices
    TextSelection.init(insertionPoint:)
    TextSelection.init(range:)
    TextSelection.isInsertion
    Thread
    Thread.current
    Thread.isMainThread
    Thread.main
    Thread.sleep(forTimeInterval:)
    ThrowingTaskGroup
    ThrowingTaskGroup.addTask(priority:operation:)
    ThrowingTaskGroup.addTaskUnlessCancelled(priority:operation:)
    ThrowingTaskGroup.cancelAll()
    ThrowingTaskGroup.isCancelled
    ThrowingTaskGroup.isEmpty
    ThrowingTaskGroup.next()
    ThrowingTaskGroup.waitForAll()
    TimeZone
    TimeZone.autoupdatingCurrent
    TimeZone.current
    TimeZone.gmt
    TimeZone.identifier
    TimeZone.init(abbreviation:)
    TimeZone.init(identifier:)
    TimeZone.init(secondsFromGMT:)
    TimeZone.secondsFromGMT(for:)
    TimelineSchedule
    TimelineSchedule.animation
    TimelineSchedule.animation(minimumInterval:paused:)
    TimelineSchedule.everyMinute
    TimelineSchedule.periodic(from:by:)
    TimelineView
    TimelineView.init(_:content:)
    TimelineViewDefaultContext
    TimelineViewDefaultContext.Cadence
    TimelineViewDefaultContext.cadence
    TimelineViewDefaultContext.date
    Timer
    Timer.TimerPublisher
    Timer.TimerPublisher.connect()
    Timer.TimerPublisher.init(interval:tolerance:runLoop:mode:options:)
    Timer.TimerPublisher.interval
    Timer.fire()
    Timer.fireDate
    Timer.init()
    Timer.init(timeInterval:repeats:block:)
    Timer.invalidate()
    Timer.isValid
    Timer.publish(every:tolerance:on:in:options:)
    Timer.scheduledTimer(withTimeInterval:repeats:block:)
    Timer.timeInterval
    Timer.tolerance
    TintShapeStyle
    TitleAndIconLabelStyle
    TitleAndIconLabelStyle.init()
    TitleOnlyLabelStyle
    TitleOnlyLabelStyle.init()
    Toggle
    Toggle.init(_:isOn:)
    Toggle.init(_:sources:isOn:)
    Toggle.init(_:systemImage:isOn:)
    Toggle.init(isOn:label:)
    Toggle.init(sources:isOn:label:)
    ToggleStyle
    ToggleStyle.automatic
    ToggleStyle.button
    ToggleStyle.makeBody(configuration:)
    ToggleStyle.switch
    ToggleStyleConfiguration
    ToggleStyleConfiguration.Label
    ToggleStyleConfiguration.isMixed
    ToggleStyleConfiguration.isOn
    ToggleStyleConfiguration.label
    ToolbarContent
    ToolbarItem
    ToolbarItem.init(placement:content:)
    ToolbarItemGroup
    ToolbarItemGroup.init(placement:content:)
    ToolbarItemPlacement
    ToolbarItemPlacement.automatic
    ToolbarItemPlacement.bottomBar
    ToolbarItemPlacement.cancellationAction
    ToolbarItemPlacement.confirmationAction
    ToolbarItemPlacement.destructiveAction
    ToolbarItemPlacement.keyboard
    ToolbarItemPlacement.largeSubtitle
    ToolbarItemPlacement.largeTitle
    ToolbarItemPlacement.navigation
    ToolbarItemPlacement.navigationBarLeading
    ToolbarItemPlacement.navigationBarTrailing
    ToolbarItemPlacement.primaryAction
    ToolbarItemPlacement.principal
    ToolbarItemPlacement.secondaryAction
    ToolbarItemPlacement.status
    ToolbarItemPlacement.subtitle
    ToolbarItemPlacement.title
    ToolbarItemPlacement.topBarLeading
    ToolbarItemPlacement.topBarTrailing
    ToolbarPlacement
    ToolbarPlacement.automatic
    ToolbarPlacement.bottomBar
    ToolbarPlacement.navigationBar
    ToolbarPlacement.tabBar
    TopLevelDecoder
    Transaction
    Transaction.animation
    Transaction.disablesAnimations
    Transaction.init()
    Transaction.init(animation:)
    Transaction.isContinuous
    Transferable
    Transition
    Transition.body(content:phase:)
    TransitionPhase
    TransitionPhase.isIdentity
    TransitionPhase.value
    UIAccessibility
    UIAccessibility.buttonShapesEnabled
    UIAccessibility.isBoldTextEnabled
    UIAccessibility.isDarkerSystemColorsEnabled
    UIAccessibility.isGrayscaleEnabled
    UIAccessibility.isInvertColorsEnabled
    UIAccessibility.isOnOffSwitchLabelsEnabled
    UIAccessibility.isReduceMotionEnabled
    UIAccessibility.isReduceTransparencyEnabled
    UIAccessibility.isSwitchControlRunning
    UIAccessibility.isVideoAutoplayEnabled
    UIAccessibility.isVoiceOverRunning
    UIAccessibility.prefersCrossFadeTransitions
    UIAccessibility.reduceMotionStatusDidChangeNotification
    UIAccessibility.shouldDifferentiateWithoutColor
    UIAccessibility.voiceOverStatusDidChangeNotification
    UIActivity
    UIActivity.ActivityType
    UIActivity.ActivityType.airDrop
    UIActivity.ActivityType.copyToPasteboard
    UIActivity.ActivityType.init(_:)
    UIActivity.ActivityType.mail
    UIActivity.ActivityType.message
    UIActivity.ActivityType.print
    UIActivity.ActivityType.saveToCameraRoll
    UIActivityIndicatorView
    UIActivityIndicatorView.Style
    UIActivityIndicatorView.color
    UIActivityIndicatorView.hidesWhenStopped
    UIActivityIndicatorView.init()
    UIActivityIndicatorView.init(frame:)
    UIActivityIndicatorView.init(style:)
    UIActivityIndicatorView.isAnimating
    UIActivityIndicatorView.startAnimating()
    UIActivityIndicatorView.stopAnimating()
    UIActivityViewController
    UIActivityViewController.completionWithItemsHandler
    UIActivityViewController.excludedActivityTypes
    UIActivityViewController.init(activityItems:applicationActivities:)
    UIAdaptivePresentationControllerDelegate
    UIApplication
    UIApplication.LaunchOptionsKey
    UIApplication.OpenExternalURLOptionsKey
    UIApplication.State
    UIApplication.alternateIconName
    UIApplication.applicationState
    UIApplication.canOpenURL(_:)
    UIApplication.connectedScenes
    UIApplication.didBecomeActiveNotification
    UIApplication.didEnterBackgroundNotification
    UIApplication.open(_:options:completionHandler:)
    UIApplication.sendAction(_:to:from:for:)
    UIApplication.setAlternateIconName(_:completionHandler:)
    UIApplication.shared
    UIApplication.supportsAlternateIcons
    UIApplication.userDidTakeScreenshotNotification
    UIApplication.willEnterForegroundNotification
    UIApplication.willResignActiveNotification
    UIApplication.windows
    UIApplicationDelegate
    UIBarAppearance
    UIBarAppearance.backgroundColor
    UIBarAppearance.backgroundEffect
    UIBarAppearance.backgroundImage
    UIBarAppearance.configureWithDefaultBackground()
    UIBarAppearance.configureWithOpaqueBackground()
    UIBarAppearance.configureWithTransparentBackground()
    UIBarAppearance.init()
    UIBarAppearance.shadowColor
    UIBarAppearance.shadowImage
    UIBezierPath
    UIBezierPath.addArc(withCenter:radius:startAngle:endAngle:clockwise:)
    UIBezierPath.addCurve(to:controlPoint1:controlPoint2:)
    UIBezierPath.addLine(to:)
    UIBezierPath.addQuadCurve(to:controlPoint:)
    UIBezierPath.append(_:)
    UIBezierPath.apply(_:)
    UIBezierPath.bounds
    UIBezierPath.cgPath
    UIBezierPath.close()
    UIBezierPath.contains(_:)
    UIBezierPath.currentPoint
    UIBezierPath.init()
    UIBezierPath.init(arcCenter:radius:startAngle:endAngle:clockwise:)
    UIBezierPath.init(cgPath:)
    UIBezierPath.init(ovalIn:)
    UIBezierPath.init(rect:)
    UIBezierPath.init(roundedRect:byRoundingCorners:cornerRadii:)
    UIBezierPath.init(roundedRect:cornerRadius:)
    UIBezierPath.isEmpty
    UIBezierPath.lineWidth
    UIBezierPath.move(to:)
    UIBezierPath.removeAllPoints()
    UIBlurEffect
    UIBlurEffect.Style
    UIBlurEffect.init(style:)
    UIColor
    UIColor.black
    UIColor.blue
    UIColor.brown
    UIColor.cgColor
    UIColor.clear
    UIColor.cyan
    UIColor.darkGray
    UIColor.getHue(_:saturation:brightness:alpha:)
    UIColor.getRed(_:green:blue:alpha:)
    UIColor.getWhite(_:alpha:)
    UIColor.gray
    UIColor.green
    UIColor.init(_:)
    UIColor.init(cgColor:)
    UIColor.init(displayP3Red:green:blue:alpha:)
    UIColor.init(hue:saturation:brightness:alpha:)
    UIColor.init(named:)
    UIColor.init(red:green:blue:alpha:)
    UIColor.init(resource:)
    UIColor.init(white:alpha:)
    UIColor.label
    UIColor.labelColor
    UIColor.lightGray
    UIColor.link
    UIColor.linkColor
    UIColor.magenta
    UIColor.opaqueSeparator
    UIColor.orange
    UIColor.placeholderText
    UIColor.purple
    UIColor.quaternaryLabel
    UIColor.quaternarySystemFill
    UIColor.red
    UIColor.secondaryLabel
    UIColor.secondarySystemBackground
    UIColor.secondarySystemFill
    UIColor.secondarySystemGroupedBackground
    UIColor.separator
    UIColor.systemBackground
    UIColor.systemBlue
    UIColor.systemBrown
    UIColor.systemCyan
    UIColor.systemFill
    UIColor.systemGray
    UIColor.systemGray2
    UIColor.systemGray3
    UIColor.systemGray4
    UIColor.systemGray5
    UIColor.systemGray6
    UIColor.systemGreen
    UIColor.systemGroupedBackground
    UIColor.systemIndigo
    UIColor.systemMint
    UIColor.systemOrange
    UIColor.systemPink
    UIColor.systemPurple
    UIColor.systemRed
    UIColor.systemTeal
    UIColor.systemYellow
    UIColor.tertiaryLabel
    UIColor.tertiarySystemBackground
    UIColor.tertiarySystemFill
    UIColor.tertiarySystemGroupedBackground
    UIColor.white
    UIColor.withAlphaComponent(_:)
    UIColor.yellow
    UIControl
    UIControl.Event
    UIControl.Event.editingChanged
    UIControl.Event.primaryActionTriggered
    UIControl.Event.touchDown
    UIControl.Event.touchUpInside
    UIControl.Event.valueChanged
    UIControl.State
    UIControl.State.disabled
    UIControl.State.highlighted
    UIControl.State.normal
    UIControl.State.selected
    UIControl.addTarget(_:action:for:)
    UIControl.init()
    UIControl.init(frame:)
    UIControl.isEnabled
    UIControl.isSelected
    UIDevice
    UIDevice.current
    UIDevice.model
    UIDevice.name
    UIDevice.orientation
    UIDevice.systemName
    UIDevice.systemVersion
    UIDevice.userInterfaceIdiom
    UIDeviceOrientation
    UIDeviceOrientation.isLandscape
    UIDeviceOrientation.isPortrait
    UIEdgeInsets
    UIEdgeInsets.bottom
    UIEdgeInsets.init(top:left:bottom:right:)
    UIEdgeInsets.left
    UIEdgeInsets.right
    UIEdgeInsets.top
    UIEdgeInsets.zero
    UIEvent
    UIFont
    UIFont.TextStyle
    UIFont.TextStyle.body
    UIFont.TextStyle.callout
    UIFont.TextStyle.caption1
    UIFont.TextStyle.caption2
    UIFont.TextStyle.footnote
    UIFont.TextStyle.headline
    UIFont.TextStyle.largeTitle
    UIFont.TextStyle.subheadline
    UIFont.TextStyle.title1
    UIFont.TextStyle.title2
    UIFont.TextStyle.title3
    UIFont.Weight
    UIFont.Weight.black
    UIFont.Weight.bold
    UIFont.Weight.heavy
    UIFont.Weight.light
    UIFont.Weight.medium
    UIFont.Weight.regular
    UIFont.Weight.semibold
    UIFont.Weight.thin
    UIFont.Weight.ultraLight
    UIFont.ascender
    UIFont.boldSystemFont(ofSize:)
    UIFont.capHeight
    UIFont.descender
    UIFont.familyName
    UIFont.fontName
    UIFont.init(name:size:)
    UIFont.italicSystemFont(ofSize:)
    UIFont.lineHeight
    UIFont.monospacedSystemFont(ofSize:weight:)
    UIFont.pointSize
    UIFont.preferredFont(forTextStyle:)
    UIFont.systemFont(ofSize:)
    UIFont.systemFont(ofSize:weight:)
    UIFont.withSize(_:)
    UIGestureRecognizer
    UIGestureRecognizer.State
    UIGestureRecognizer.State.recognized
    UIGestureRecognizer.addTarget(_:action:)
    UIGestureRecognizer.cancelsTouchesInView
    UIGestureRecognizer.delaysTouchesBegan
    UIGestureRecognizer.delaysTouchesEnded
    UIGestureRecognizer.delegate
    UIGestureRecognizer.init()
    UIGestureRecognizer.init(target:action:)
    UIGestureRecognizer.isEnabled
    UIGestureRecognizer.location(in:)
    UIGestureRecognizer.name
    UIGestureRecognizer.numberOfTouches
    UIGestureRecognizer.removeTarget(_:action:)
    UIGestureRecognizer.require(toFail:)
    UIGestureRecognizer.state
    UIGestureRecognizer.view
    UIGestureRecognizerDelegate
    UIGestureRecognizerRepresentable
    UIGestureRecognizerRepresentable.handleUIGestureRecognizerAction(_:context:)
    UIGestureRecognizerRepresentable.makeCoordinator(converter:)
    UIGestureRecognizerRepresentable.makeUIGestureRecognizer(context:)
    UIGestureRecognizerRepresentable.updateUIGestureRecognizer(_:context:)
    UIGestureRecognizerRepresentableContext
    UIGestureRecognizerRepresentableContext.converter
    UIGestureRecognizerRepresentableContext.coordinator
    UIGestureRecognizerRepresentableCoordinateSpaceConverter
    UIGestureRecognizerRepresentableCoordinateSpaceConverter.globalLocation
    UIGestureRecognizerRepresentableCoordinateSpaceConverter.localLocation
    UIGestureRecognizerRepresentableCoordinateSpaceConverter.localTranslation
    UIGestureRecognizerRepresentableCoordinateSpaceConverter.location(in:)
    UIHostingController
    UIHostingController.init(rootView:)
    UIHostingController.rootView
    UIImage
    UIImage.Configuration
    UIImage.RenderingMode
    UIImage.SymbolConfiguration
    UIImage.SymbolConfiguration.init(pointSize:)
    UIImage.SymbolConfiguration.init(pointSize:weight:scale:)
    UIImage.SymbolConfiguration.init(scale:)
    UIImage.SymbolScale
    UIImage.SymbolWeight
    UIImage.cgImage
    UIImage.init()
    UIImage.init(contentsOfFile:)
    UIImage.init(data:)
    UIImage.init(named:)
    UIImage.init(resource:)
    UIImage.init(systemName:)
    UIImage.init(systemName:withConfiguration:)
    UIImage.jpegData(compressionQuality:)
    UIImage.pngData()
    UIImage.size
    UIImage.withRenderingMode(_:)
    UIImagePickerController
    UIImagePickerController.CameraDevice
    UIImagePickerController.InfoKey
    UIImagePickerController.InfoKey.cropRect
    UIImagePickerController.InfoKey.editedImage
    UIImagePickerController.InfoKey.imageURL
    UIImagePickerController.InfoKey.mediaType
    UIImagePickerController.InfoKey.originalImage
    UIImagePickerController.SourceType
    UIImagePickerController.allowsEditing
    UIImagePickerController.cameraDevice
    UIImagePickerController.delegate
    UIImagePickerController.init()
    UIImagePickerController.isSourceTypeAvailable(_:)
    UIImagePickerController.mediaTypes
    UIImagePickerController.sourceType
    UIImagePickerControllerDelegate
    UIImageView
    UIImageView.image
    UIImageView.init()
    UIImageView.init(frame:)
    UIImageView.init(image:)
    UIImpactFeedbackGenerator
    UIImpactFeedbackGenerator.FeedbackStyle
    UIImpactFeedbackGenerator.impactOccurred()
    UIImpactFeedbackGenerator.impactOccurred(intensity:)
    UIImpactFeedbackGenerator.init()
    UIImpactFeedbackGenerator.init(style:)
    UIImpactFeedbackGenerator.prepare()
    UIKeyboardType
    UIKeyboardType.alphabet
    UILabel
    UILabel.adjustsFontSizeToFitWidth
    UILabel.attributedText
    UILabel.font
    UILabel.numberOfLines
    UILabel.text
    UILabel.textAlignment
    UILabel.textColor
    UILayoutGuide
    UILayoutGuide.bottomAnchor
    UILayoutGuide.centerXAnchor
    UILayoutGuide.centerYAnchor
    UILayoutGuide.heightAnchor
    UILayoutGuide.leadingAnchor
    UILayoutGuide.topAnchor
    UILayoutGuide.trailingAnchor
    UILayoutGuide.widthAnchor
    UILongPressGestureRecognizer
    UILongPressGestureRecognizer.allowableMovement
    UILongPressGestureRecognizer.init()
    UILongPressGestureRecognizer.init(target:action:)
    UILongPressGestureRecognizer.minimumPressDuration
    UILongPressGestureRecognizer.numberOfTouchesRequired
    UIModalPresentationStyle
    UINavigationBar
    UINavigationBar.appearance()
    UINavigationBar.barTintColor
    UINavigationBar.compactAppearance
    UINavigationBar.compactScrollEdgeAppearance
    UINavigationBar.init()
    UINavigationBar.init(frame:)
    UINavigationBar.isTranslucent
    UINavigationBar.largeTitleTextAttributes
    UINavigationBar.scrollEdgeAppearance
    UINavigationBar.standardAppearance
    UINavigationBar.titleTextAttributes
    UINavigationBarAppearance
    UINavigationBarAppearance.init()
    UINavigationBarAppearance.largeTitleTextAttributes
    UINavigationBarAppearance.setBackIndicatorImage(_:transitionMaskImage:)
    UINavigationBarAppearance.titleTextAttributes
    UINavigationController
    UINavigationController.init(rootViewController:)
    UINavigationController.isNavigationBarHidden
    UINavigationController.navigationBar
    UINavigationController.popViewController(animated:)
    UINavigationController.pushViewController(_:animated:)
    UINavigationController.setNavigationBarHidden(_:animated:)
    UINavigationController.topViewController
    UINavigationController.viewControllers
    UINavigationControllerDelegate
    UINotificationFeedbackGenerator
    UINotificationFeedbackGenerator.FeedbackType
    UINotificationFeedbackGenerator.init()
    UINotificationFeedbackGenerator.notificationOccurred(_:)
    UINotificationFeedbackGenerator.prepare()
    UIPageControl
    UIPageControl.BackgroundStyle
    UIPageControl.appearance()
    UIPageControl.backgroundStyle
    UIPageControl.currentPage
    UIPageControl.currentPageIndicatorTintColor
    UIPageControl.hidesForSinglePage
    UIPageControl.init()
    UIPageControl.init(frame:)
    UIPageControl.numberOfPages
    UIPageControl.pageIndicatorTintColor
    UIPageControl.preferredIndicatorImage
    UIPanGestureRecognizer
    UIPanGestureRecognizer.init()
    UIPanGestureRecognizer.init(target:action:)
    UIPanGestureRecognizer.maximumNumberOfTouches
    UIPanGestureRecognizer.minimumNumberOfTouches
    UIPanGestureRecognizer.setTranslation(_:in:)
    UIPanGestureRecognizer.translation(in:)
    UIPanGestureRecognizer.velocity(in:)
    UIPasteboard
    UIPasteboard.general
    UIPasteboard.hasStrings
    UIPasteboard.hasURLs
    UIPasteboard.string
    UIPasteboard.strings
    UIPasteboard.url
    UIPinchGestureRecognizer
    UIPinchGestureRecognizer.init()
    UIPinchGestureRecognizer.init(target:action:)
    UIPinchGestureRecognizer.scale
    UIPinchGestureRecognizer.velocity
    UIPopoverArrowDirection
    UIPopoverArrowDirection.any
    UIPopoverArrowDirection.down
    UIPopoverArrowDirection.left
    UIPopoverArrowDirection.right
    UIPopoverArrowDirection.unknown
    UIPopoverArrowDirection.up
    UIPopoverPresentationController
    UIPopoverPresentationController.arrowDirection
    UIPopoverPresentationController.permittedArrowDirections
    UIPopoverPresentationController.sourceRect
    UIPopoverPresentationController.sourceView
    UIPopoverPresentationControllerDelegate
    UIPresentationController
    UIPresentationController.delegate
    UIPresentationController.presentedViewController
    UIPresentationController.presentingViewController
    UIRectCorner
    UIRectCorner.allCorners
    UIRectCorner.bottomLeft
    UIRectCorner.bottomRight
    UIRectCorner.topLeft
    UIRectCorner.topRight
    UIRefreshControl
    UIRefreshControl.appearance()
    UIRefreshControl.attributedTitle
    UIRefreshControl.beginRefreshing()
    UIRefreshControl.endRefreshing()
    UIRefreshControl.init()
    UIRefreshControl.isRefreshing
    UIResponder
    UIResponder.becomeFirstResponder()
    UIResponder.keyboardAnimationCurveUserInfoKey
    UIResponder.keyboardAnimationDurationUserInfoKey
    UIResponder.keyboardDidChangeFrameNotification
    UIResponder.keyboardDidHideNotification
    UIResponder.keyboardDidShowNotification
    UIResponder.keyboardFrameBeginUserInfoKey
    UIResponder.keyboardFrameEndUserInfoKey
    UIResponder.keyboardIsLocalUserInfoKey
    UIResponder.keyboardWillChangeFrameNotification
    UIResponder.keyboardWillHideNotification
    UIResponder.keyboardWillShowNotification
    UIResponder.next
    UIResponder.resignFirstResponder()
    UIRotationGestureRecognizer
    UIRotationGestureRecognizer.init()
    UIRotationGestureRecognizer.init(target:action:)
    UIRotationGestureRecognizer.rotation
    UIRotationGestureRecognizer.velocity
    UIScene
    UIScene.ActivationState
    UIScene.ConnectionOptions
    UIScene.activationState
    UISceneConfiguration
    UISceneConfiguration.delegateClass
    UISceneConfiguration.init(name:sessionRole:)
    UISceneSession
    UISceneSession.Role
    UISceneSession.Role.windowApplication
    UISceneSession.role
    UIScreen
    UIScreen.bounds
    UIScreen.capturedDidChangeNotification
    UIScreen.isCaptured
    UIScreen.main
    UIScreen.scale
    UIScrollView
    UIScrollView.appearance()
    UIScrollView.bounces
    UIScrollView.contentInset
    UIScrollView.contentLayoutGuide
    UIScrollView.contentOffset
    UIScrollView.contentSize
    UIScrollView.delegate
    UIScrollView.frameLayoutGuide
    UIScrollView.isDecelerating
    UIScrollView.isDragging
    UIScrollView.isPagingEnabled
    UIScrollView.isScrollEnabled
    UIScrollView.maximumZoomScale
    UIScrollView.minimumZoomScale
    UIScrollView.refreshControl
    UIScrollView.setContentOffset(_:animated:)
    UIScrollView.showsHorizontalScrollIndicator
    UIScrollView.showsVerticalScrollIndicator
    UIScrollView.zoomScale
    UIScrollViewDelegate
    UISegmentedControl
    UISegmentedControl.appearance()
    UISegmentedControl.selectedSegmentTintColor
    UISegmentedControl.setTitleTextAttributes(_:for:)
    UISelectionFeedbackGenerator
    UISelectionFeedbackGenerator.init()
    UISelectionFeedbackGenerator.prepare()
    UISelectionFeedbackGenerator.selectionChanged()
    UISlider
    UISlider.init()
    UISlider.init(frame:)
    UISlider.isContinuous
    UISlider.maximumTrackTintColor
    UISlider.maximumValue
    UISlider.minimumTrackTintColor
    UISlider.minimumValue
    UISlider.setValue(_:animated:)
    UISlider.thumbTintColor
    UISlider.value
    UIStackView
    UIStackView.addArrangedSubview(_:)
    UIStackView.arrangedSubviews
    UIStackView.axis
    UIStackView.init()
    UIStackView.init(arrangedSubviews:)
    UIStackView.init(frame:)
    UIStackView.spacing
    UIStatusBarStyle
    UISwitch
    UISwitch.appearance()
    UISwitch.init()
    UISwitch.init(frame:)
    UISwitch.isOn
    UISwitch.onTintColor
    UISwitch.setOn(_:animated:)
    UISwitch.thumbTintColor
    UITabBar
    UITabBar.appearance()
    UITabBar.barTintColor
    UITabBar.init()
    UITabBar.init(frame:)
    UITabBar.isTranslucent
    UITabBar.scrollEdgeAppearance
    UITabBar.standardAppearance
    UITabBar.unselectedItemTintColor
    UITabBarAppearance
    UITabBarAppearance.init()
    UITabBarController
    UITabBarController.init()
    UITabBarController.moreNavigationController
    UITabBarController.selectedIndex
    UITabBarController.selectedViewController
    UITabBarController.setViewControllers(_:animated:)
    UITabBarController.tabBar
    UITabBarController.viewControllers
    UITableView
    UITableView.appearance()
    UITableView.backgroundView
    UITableView.separatorColor
    UITableView.separatorStyle
    UITableViewCell
    UITableViewCell.SeparatorStyle
    UITableViewCell.appearance()
    UITableViewCell.backgroundView
    UITapGestureRecognizer
    UITapGestureRecognizer.init()
    UITapGestureRecognizer.init(target:action:)
    UITapGestureRecognizer.numberOfTapsRequired
    UITapGestureRecognizer.numberOfTouchesRequired
    UITextAutocapitalizationType
    UITextChecker
    UITextChecker.guesses(forWordRange:in:language:)
    UITextChecker.init()
    UITextChecker.rangeOfMisspelledWord(in:range:startingAt:wrap:language:)
    UITextContentType
    UITextContentType.URL
    UITextContentType.emailAddress
    UITextContentType.familyName
    UITextContentType.fullStreetAddress
    UITextContentType.givenName
    UITextContentType.name
    UITextContentType.newPassword
    UITextContentType.nickname
    UITextContentType.oneTimeCode
    UITextContentType.password
    UITextContentType.postalCode
    UITextContentType.telephoneNumber
    UITextContentType.username
    UITextField
    UITextField.BorderStyle
    UITextField.ViewMode
    UITextField.appearance()
    UITextField.borderStyle
    UITextField.clearButtonMode
    UITextField.delegate
    UITextField.font
    UITextField.isSecureTextEntry
    UITextField.keyboardType
    UITextField.placeholder
    UITextField.text
    UITextField.textAlignment
    UITextField.textColor
    UITextField.textContentType
    UITextFieldDelegate
    UITextView
    UITextView.attributedText
    UITextView.delegate
    UITextView.font
    UITextView.isEditable
    UITextView.isSelectable
    UITextView.text
    UITextView.textAlignment
    UITextView.textColor
    UITextView.textContentType
    UITextViewDelegate
    UIUserInterfaceIdiom
    UIUserInterfaceStyle
    UIView
    UIView.AnimationCurve
    UIView.AnimationCurve.init(rawValue:)
    UIView.AnimationCurve.rawValue
    UIView.AnimationOptions
    UIView.AnimationOptions.allowUserInteraction
    UIView.AnimationOptions.autoreverse
    UIView.AnimationOptions.beginFromCurrentState
    UIView.AnimationOptions.curveEaseIn
    UIView.AnimationOptions.curveEaseInOut
    UIView.AnimationOptions.curveEaseOut
    UIView.AnimationOptions.curveLinear
    UIView.AnimationOptions.repeat
    UIView.ContentMode
    UIView.addGestureRecognizer(_:)
    UIView.addSubview(_:)
    UIView.alpha
    UIView.animate(withDuration:animations:)
    UIView.animate(withDuration:animations:completion:)
    UIView.animate(withDuration:delay:options:animations:completion:)
    UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)
    UIView.backgroundColor
    UIView.bottomAnchor
    UIView.bounds
    UIView.bringSubviewToFront(_:)
    UIView.center
    UIView.centerXAnchor
    UIView.centerYAnchor
    UIView.clipsToBounds
    UIView.contentMode
    UIView.convert(_:from:)
    UIView.convert(_:to:)
    UIView.endEditing(_:)
    UIView.frame
    UIView.gestureRecognizers
    UIView.heightAnchor
    UIView.hitTest(_:with:)
    UIView.init()
    UIView.init(frame:)
    UIView.insertSubview(_:at:)
    UIView.intrinsicContentSize
    UIView.invalidateIntrinsicContentSize()
    UIView.isHidden
    UIView.isMultipleTouchEnabled
    UIView.isUserInteractionEnabled
    UIView.layer
    UIView.layoutIfNeeded()
    UIView.layoutSubviews()
    UIView.leadingAnchor
    UIView.leftAnchor
    UIView.noIntrinsicMetric
    UIView.overrideUserInterfaceStyle
    UIView.point(inside:with:)
    UIView.removeFromSuperview()
    UIView.removeGestureRecognizer(_:)
    UIView.rightAnchor
    UIView.safeAreaInsets
    UIView.safeAreaLayoutGuide
    UIView.sendSubviewToBack(_:)
    UIView.setNeedsDisplay()
    UIView.setNeedsLayout()
    UIView.sizeToFit()
    UIView.subviews
    UIView.superview
    UIView.tag
    UIView.tintColor
    UIView.topAnchor
    UIView.trailingAnchor
    UIView.transform
    UIView.translatesAutoresizingMaskIntoConstraints
    UIView.widthAnchor
    UIView.window
    UIViewController
    UIViewController.addChild(_:)
    UIViewController.children
    UIViewController.didMove(toParent:)
    UIViewController.dismiss(animated:completion:)
    UIViewController.init()
    UIViewController.init(nibName:bundle:)
    UIViewController.modalPresentationStyle
    UIViewController.navigationController
    UIViewController.parent
    UIViewController.popoverPresentationController
    UIViewController.preferredContentSize
    UIViewController.preferredStatusBarStyle
    UIViewController.prefersStatusBarHidden
    UIViewController.present(_:animated:completion:)
    UIViewController.presentationController
    UIViewController.presentedViewController
    UIViewController.presentingViewController
    UIViewController.removeFromParent()
    UIViewController.setNeedsStatusBarAppearanceUpdate()
    UIViewController.tabBarController
    UIViewController.title
    UIViewController.view
    UIViewController.viewDidAppear(_:)
    UIViewController.viewDidDisappear(_:)
    UIViewController.viewDidLayoutSubviews()
    UIViewController.viewDidLoad()
    UIViewController.viewWillAppear(_:)
    UIViewController.viewWillDisappear(_:)
    UIViewController.viewWillLayoutSubviews()
    UIViewControllerRepresentable
    UIViewControllerRepresentable.dismantleUIViewController(_:coordinator:)
    UIViewControllerRepresentable.makeCoordinator()
    UIViewControllerRepresentable.makeUIViewController(context:)
    UIViewControllerRepresentable.sizeThatFits(_:uiViewController:context:)
    UIViewControllerRepresentable.updateUIViewController(_:context:)
    UIViewControllerRepresentableContext
    UIViewControllerRepresentableContext.coordinator
    UIViewControllerRepresentableContext.environment
    UIViewControllerRepresentableContext.transaction
    UIViewControllerTransitionCoordinator
    UIViewRepresentable
    UIViewRepresentable.dismantleUIView(_:coordinator:)
    UIViewRepresentable.makeCoordinator()
    UIViewRepresentable.makeUIView(context:)
    UIViewRepresentable.sizeThatFits(_:uiView:context:)
    UIViewRepresentable.updateUIView(_:context:)
    UIViewRepresentableContext
    UIViewRepresentableContext.coordinator
    UIViewRepresentableContext.environment
    UIViewRepresentableContext.transaction
    UIVisualEffect
    UIVisualEffectView
    UIVisualEffectView.contentView
    UIVisualEffectView.effect
    UIVisualEffectView.init()
    UIVisualEffectView.init(effect:)
    UIVisualEffectView.init(frame:)
    UIWindow
    UIWindow.Level
    UIWindow.Level.+(_:_:)
    UIWindow.Level.-(_:_:)
    UIWindow.Level.alert
    UIWindow.Level.init(rawValue:)
    UIWindow.Level.normal
    UIWindow.Level.rawValue
    UIWindow.Level.statusBar
    UIWindow.init()
    UIWindow.init(frame:)
    UIWindow.init(windowScene:)
    UIWindow.isKeyWindow
    UIWindow.makeKeyAndVisible()
    UIWindow.rootViewController
    UIWindow.windowLevel
    UIWindow.windowScene
    UIWindowScene
    UIWindowScene.keyWindow
    UIWindowScene.screen
    UIWindowScene.windows
    UIWindowSceneDelegate
    URL
    URL.absoluteString
    URL.appending(component:)
    URL.appending(path:)
    URL.appendingPathComponent(_:)
    URL.appendingPathExtension(_:)
    URL.deletingLastPathComponent()
    URL.deletingPathExtension()
    URL.description
    URL.documentsDirectory
    URL.fragment
    URL.host
    URL.init(fileURLWithPath:)
    URL.init(string:)
    URL.init(string:relativeTo:)
    URL.isFileURL
    URL.lastPathComponent
    URL.path
    URL.path(percentEncoded:)
    URL.pathExtension
    URL.port
    URL.query
    URL.scheme
    URLComponents
    URLComponents.description
    URLComponents.fragment
    URLComponents.host
    URLComponents.init()
    URLComponents.init(string:)
    URLComponents.init(url:resolvingAgainstBaseURL:)
    URLComponents.path
    URLComponents.port
    URLComponents.query
    URLComponents.queryItems
    URLComponents.scheme
    URLComponents.string
    URLComponents.url
    URLError
    URLError.Code
    URLError.Code.appTransportSecurityRequiresSecureConnection
    URLError.Code.backgroundSessionInUseByAnotherProcess
    URLError.Code.backgroundSessionRequiresSharedContainer
    URLError.Code.backgroundSessionWasDisconnected
    URLError.Code.badServerResponse
    URLError.Code.badURL
    URLError.Code.callIsActive
    URLError.Code.cancelled
    URLError.Code.cannotCloseFile
    URLError.Code.cannotConnectToHost
    URLError.Code.cannotCreateFile
    URLError.Code.cannotDecodeContentData
    URLError.Code.cannotDecodeRawData
    URLError.Code.cannotFindHost
    URLError.Code.cannotLoadFromNetwork
    URLError.Code.cannotMoveFile
    URLError.Code.cannotOpenFile
    URLError.Code.cannotParseResponse
    URLError.Code.cannotRemoveFile
    URLError.Code.cannotWriteToFile
    URLError.Code.clientCertificateRejected
    URLError.Code.clientCertificateRequired
    URLError.Code.dataLengthExceedsMaximum
    URLError.Code.dataNotAllowed
    URLError.Code.dnsLookupFailed
    URLError.Code.downloadDecodingFailedMidStream
    URLError.Code.downloadDecodingFailedToComplete
    URLError.Code.fileDoesNotExist
    URLError.Code.fileIsDirectory
    URLError.Code.fileOutsideSafeArea
    URLError.Code.httpTooManyRedirects
    URLError.Code.internationalRoamingOff
    URLError.Code.networkConnectionLost
    URLError.Code.noPermissionsToReadFile
    URLError.Code.notConnectedToInternet
    URLError.Code.redirectToNonExistentLocation
    URLError.Code.requestBodyStreamExhausted
    URLError.Code.resourceUnavailable
    URLError.Code.secureConnectionFailed
    URLError.Code.serverCertificateHasBadDate
    URLError.Code.serverCertificateHasUnknownRoot
    URLError.Code.serverCertificateNotYetValid
    URLError.Code.serverCertificateUntrusted
    URLError.Code.timedOut
    URLError.Code.unknown
    URLError.Code.unsupportedURL
    URLError.Code.userAuthenticationRequired
    URLError.Code.userCancelledAuthentication
    URLError.Code.zeroByteResource
    URLError.code
    URLError.init(_:)
    URLQueryItem
    URLQueryItem.description
    URLQueryItem.init(name:value:)
    URLQueryItem.name
    URLQueryItem.value
    URLRequest
    URLRequest.httpBody
    URLRequest.httpMethod
    URLRequest.init(url:)
    URLRequest.setValue(_:forHTTPHeaderField:)
    URLRequest.url
    URLResponse
    URLResponse.url
    URLSession
    URLSession.DataTaskPublisher
    URLSession.configuration
    URLSession.data(for:)
    URLSession.data(for:delegate:)
    URLSession.data(from:)
    URLSession.data(from:delegate:)
    URLSession.dataTask(with:completionHandler:)
    URLSession.dataTaskPublisher(for:)
    URLSession.init(configuration:)
    URLSession.shared
    URLSessionConfiguration
    URLSessionConfiguration.default
    URLSessionConfiguration.ephemeral
    URLSessionDataTask
    URLSessionTask
    URLSessionTask.cancel()
    URLSessionTask.resume()
    URLSessionTaskDelegate
    UTType
    UTType.audio
    UTType.content
    UTType.data
    UTType.fileURL
    UTType.identifier
    UTType.image
    UTType.init(_:)
    UTType.item
    UTType.jpeg
    UTType.json
    UTType.movie
    UTType.pdf
    UTType.plainText
    UTType.png
    UTType.text
    UTType.url
    UTType.utf8PlainText
    UUID
    UUID.description
    UUID.init()
    UUID.uuidString
    UnevenRoundedRectangle
    UnevenRoundedRectangle.init(cornerRadii:style:)
    UnevenRoundedRectangle.init(topLeadingRadius:bottomLeadingRadius:bottomTrailingRadius:topTrailingRadius:style:)
    UnfoldSequence
    UnfoldSequence.contains(where:)
    UnfoldSequence.first(where:)
    UnfoldSequence.prefix(_:)
    UnfoldSequence.prefix(while:)
    Unicode
    Unicode.Scalar
    Unicode.Scalar.Properties
    Unicode.Scalar.Properties.isAlphabetic
    Unicode.Scalar.Properties.isEmoji
    Unicode.Scalar.Properties.isEmojiPresentation
    Unicode.Scalar.Properties.isLowercase
    Unicode.Scalar.Properties.isUppercase
    Unicode.Scalar.Properties.isWhitespace
    Unicode.Scalar.description
    Unicode.Scalar.init(_:)
    Unicode.Scalar.isASCII
    Unicode.Scalar.properties
    Unicode.Scalar.value
    Unicode.UTF8
    UnitCurve
    UnitCurve.bezier(startControlPoint:endControlPoint:)
    UnitCurve.easeIn
    UnitCurve.easeInOut
    UnitCurve.easeOut
    UnitCurve.linear
    UnitPoint
    UnitPoint.bottom
    UnitPoint.bottomLeading
    UnitPoint.bottomTrailing
    UnitPoint.center
    UnitPoint.init()
    UnitPoint.init(x:y:)
    UnitPoint.leading
    UnitPoint.top
    UnitPoint.topLeading
    UnitPoint.topTrailing
    UnitPoint.trailing
    UnitPoint.x
    UnitPoint.y
    UnitPoint.zero
    UnkeyedDecodingContainer
    UnkeyedDecodingContainer.codingPath
    UnkeyedDecodingContainer.count
    UnkeyedDecodingContainer.currentIndex
    UnkeyedDecodingContainer.decode(_:)
    UnkeyedDecodingContainer.decodeIfPresent(_:)
    UnkeyedDecodingContainer.decodeNil()
    UnkeyedDecodingContainer.isAtEnd
    UnkeyedDecodingContainer.nestedContainer(keyedBy:)
    UnkeyedEncodingContainer
    UnkeyedEncodingContainer.count
    UnkeyedEncodingContainer.encode(_:)
    UnkeyedEncodingContainer.encodeNil()
    UserDefaults
    UserDefaults.array(forKey:)
    UserDefaults.bool(forKey:)
    UserDefaults.data(forKey:)
    UserDefaults.double(forKey:)
    UserDefaults.init(suiteName:)
    UserDefaults.integer(forKey:)
    UserDefaults.object(forKey:)
    UserDefaults.register(defaults:)
    UserDefaults.removeObject(forKey:)
    UserDefaults.set(_:forKey:)
    UserDefaults.standard
    UserDefaults.string(forKey:)
    UserInterfaceSizeClass
    VStack
    VStack.init(alignment:spacing:content:)
    VariableColorSymbolEffect
    VariableColorSymbolEffect.cumulative
    VariableColorSymbolEffect.dimInactiveLayers
    VariableColorSymbolEffect.hideInactiveLayers
    VariableColorSymbolEffect.iterative
    VariableColorSymbolEffect.nonReversing
    VariableColorSymbolEffect.reversing
    VectorArithmetic
    VectorArithmetic.interpolated(towards:amount:)
    VerticalAlignment
    VerticalAlignment.bottom
    VerticalAlignment.center
    VerticalAlignment.firstTextBaseline
    VerticalAlignment.init(_:)
    VerticalAlignment.lastTextBaseline
    VerticalAlignment.top
    VerticalEdge
    VerticalEdge.Set
    VerticalEdge.Set.all
    VerticalEdge.Set.bottom
    VerticalEdge.Set.top
    View
    View._printChanges()
    View.accentColor(_:)
    View.accessibility(addTraits:)
    View.accessibility(hidden:)
    View.accessibility(hint:)
    View.accessibility(identifier:)
    View.accessibility(label:)
    View.accessibility(removeTraits:)
    View.accessibility(value:)
    View.accessibilityAction(_:_:)
    View.accessibilityAction(action:label:)
    View.accessibilityAction(named:_:)
    View.accessibilityAddTraits(_:)
    View.accessibilityAdjustableAction(_:)
    View.accessibilityElement(children:)
    View.accessibilityHidden(_:)
    View.accessibilityHint(_:)
    View.accessibilityIdentifier(_:)
    View.accessibilityLabel(_:)
    View.accessibilityRemoveTraits(_:)
    View.accessibilityValue(_:)
    View.accessibilityZoomAction(_:)
    View.actionSheet(isPresented:content:)
    View.actionSheet(item:content:)
    View.alert(_:isPresented:actions:)
    View.alert(_:isPresented:actions:message:)
    View.alert(_:isPresented:presenting:actions:)
    View.alert(_:isPresented:presenting:actions:message:)
    View.alert(isPresented:content:)
    View.alert(item:content:)
    View.alignmentGuide(_:computeValue:)
    View.allowsHitTesting(_:)
    View.allowsTightening(_:)
    View.allowsWindowActivationEvents()
    View.allowsWindowActivationEvents(_:)
    View.anchorPreference(key:value:transform:)
    View.animation(_:)
    View.animation(_:body:)
    View.animation(_:value:)
    View.aspectRatio(_:contentMode:)
    View.autocapitalization(_:)
    View.autocorrectionDisabled(_:)
    View.background(_:alignment:)
    View.background(_:ignoresSafeAreaEdges:)
    View.background(_:in:fillStyle:)
    View.background(alignment:content:)
    View.background(ignoresSafeAreaEdges:)
    View.backgroundPreferenceValue(_:_:)
    View.backgroundPreferenceValue(_:alignment:_:)
    View.badge(_:)
    View.baselineOffset(_:)
    View.blendMode(_:)
    View.blur(radius:opaque:)
    View.body
    View.bold(_:)
    View.border(_:width:)
    View.brightness(_:)
    View.buttonBorderShape(_:)
    View.buttonRepeatBehavior(_:)
    View.buttonStyle(_:)
    View.clipShape(_:style:)
    View.clipped(antialiased:)
    View.colorEffect(_:isEnabled:)
    View.colorInvert()
    View.colorMultiply(_:)
    View.colorScheme(_:)
    View.compositingGroup()
    View.confirmationDialog(_:isPresented:titleVisibility:actions:)
    View.confirmationDialog(_:isPresented:titleVisibility:actions:message:)
    View.confirmationDialog(_:isPresented:titleVisibility:presenting:actions:)
    View.confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)
    View.containerRelativeFrame(_:alignment:)
    View.containerRelativeFrame(_:alignment:_:)
    View.containerRelativeFrame(_:count:span:spacing:alignment:)
    View.containerValue(_:_:)
    View.contentMargins(_:_:for:)
    View.contentMargins(_:for:)
    View.contentShape(_:_:eoFill:)
    View.contentShape(_:eoFill:)
    View.contentTransition(_:)
    View.contextMenu(_:)
    View.contextMenu(menuItems:)
    View.contrast(_:)
    View.controlSize(_:)
    View.coordinateSpace(_:)
    View.coordinateSpace(name:)
    View.cornerRadius(_:antialiased:)
    View.datePickerStyle(_:)
    View.defersSystemGestures(on:)
    View.disableAutocorrection(_:)
    View.disabled(_:)
    View.distortionEffect(_:maxSampleOffset:isEnabled:)
    View.draggable(_:)
    View.draggable(_:preview:)
    View.draggable(containerItemID:containerNamespace:)
    View.drawingGroup()
    View.dropDestination(for:action:isTargeted:)
    View.dropDestination(for:isEnabled:action:)
    View.edgesIgnoringSafeArea(_:)
    View.environment(_:)
    View.environment(_:_:)
    View.environmentObject(_:)
    View.fixedSize()
    View.fixedSize(horizontal:vertical:)
    View.focused(_:)
    View.focused(_:equals:)
    View.font(_:)
    View.fontDesign(_:)
    View.fontWeight(_:)
    View.fontWidth(_:)
    View.foregroundColor(_:)
    View.foregroundStyle(_:)
    View.foregroundStyle(_:_:)
    View.formStyle(_:)
    View.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)
    View.frame(width:height:alignment:)
    View.fullScreenCover(isPresented:onDismiss:content:)
    View.fullScreenCover(item:onDismiss:content:)
    View.gesture(_:)
    View.gesture(_:including:)
    View.gesture(_:isEnabled:)
    View.gesture(_:name:isEnabled:)
    View.glassEffect(_:)
    View.glassEffect(_:in:)
    View.grayscale(_:)
    View.gridCellAnchor(_:)
    View.gridCellColumns(_:)
    View.gridCellUnsizedAxes(_:)
    View.gridColumnAlignment(_:)
    View.handGestureShortcut(_:isEnabled:)
    View.headerProminence(_:)
    View.hidden()
    View.highPriorityGesture(_:including:)
    View.highPriorityGesture(_:isEnabled:)
    View.highPriorityGesture(_:name:isEnabled:)
    View.hoverEffect(_:isEnabled:)
    View.hueRotation(_:)
    View.id(_:)
    View.ignoresSafeArea(_:edges:)
    View.imageScale(_:)
    View.indexViewStyle(_:)
    View.interactiveDismissDisabled(_:)
    View.italic(_:)
    View.kerning(_:)
    View.keyboardType(_:)
    View.keyframeAnimator(initialValue:repeating:content:keyframes:)
    View.keyframeAnimator(initialValue:trigger:content:keyframes:)
    View.labelStyle(_:)
    View.labelsHidden()
    View.layerEffect(_:maxSampleOffset:isEnabled:)
    View.layoutPriority(_:)
    View.lineLimit(_:)
    View.lineSpacing(_:)
    View.listRowBackground(_:)
    View.listRowInsets(_:)
    View.listRowSeparator(_:edges:)
    View.listRowSeparatorTint(_:edges:)
    View.listSectionIndexVisibility(_:)
    View.listSectionSeparator(_:edges:)
    View.listStyle(_:)
    View.luminanceToAlpha()
    View.mask(_:)
    View.mask(alignment:_:)
    View.matchedGeometryEffect(id:in:properties:anchor:isSource:)
    View.matchedTransitionSource(id:in:)
    View.matchedTransitionSource(id:in:configuration:)
    View.minimumScaleFactor(_:)
    View.modifier(_:)
    View.monospaced(_:)
    View.multilineTextAlignment(_:)
    View.navigationBarBackButtonHidden(_:)
    View.navigationBarHidden(_:)
    View.navigationBarItems(leading:)
    View.navigationBarItems(leading:trailing:)
    View.navigationBarItems(trailing:)
    View.navigationBarTitle(_:)
    View.navigationBarTitle(_:displayMode:)
    View.navigationBarTitleDisplayMode(_:)
    View.navigationDestination(for:destination:)
    View.navigationDestination(isPresented:destination:)
    View.navigationSplitViewColumnWidth(_:)
    View.navigationSplitViewColumnWidth(min:ideal:max:)
    View.navigationSplitViewStyle(_:)
    View.navigationTitle(_:)
    View.navigationTransition(_:)
    View.navigationViewStyle(_:)
    View.offset(_:)
    View.offset(x:y:)
    View.onAppear(perform:)
    View.onChange(of:initial:_:)
    View.onChange(of:perform:)
    View.onDisappear(perform:)
    View.onDrag(_:)
    View.onDrag(_:preview:)
    View.onDragSessionUpdated(_:)
    View.onDrop(of:delegate:)
    View.onDrop(of:isTargeted:perform:)
    View.onDropSessionUpdated(_:)
    View.onGeometryChange(for:of:action:)
    View.onHover(perform:)
    View.onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)
    View.onLongPressGesture(minimumDuration:maximumDistance:pressing:perform:)
    View.onLongTouchGesture(minimumDuration:perform:onTouchingChanged:)
    View.onOpenURL(perform:)
    View.onPencilDoubleTap(perform:)
    View.onPencilSqueeze(perform:)
    View.onPreferenceChange(_:perform:)
    View.onReceive(_:perform:)
    View.onScrollGeometryChange(for:of:action:)
    View.onScrollPhaseChange(_:)
    View.onScrollVisibilityChange(threshold:_:)
    View.onSubmit(of:_:)
    View.onTapGesture(count:coordinateSpace:perform:)
    View.onTapGesture(count:perform:)
    View.opacity(_:)
    View.overlay(_:alignment:)
    View.overlay(_:ignoresSafeAreaEdges:)
    View.overlay(_:in:fillStyle:)
    View.overlay(alignment:content:)
    View.overlayPreferenceValue(_:_:)
    View.overlayPreferenceValue(_:alignment:_:)
    View.padding(_:)
    View.padding(_:_:)
    View.phaseAnimator(_:content:animation:)
    View.phaseAnimator(_:trigger:content:animation:)
    View.pickerStyle(_:)
    View.popover(isPresented:attachmentAnchor:arrowEdge:content:)
    View.popover(item:attachmentAnchor:arrowEdge:content:)
    View.position(_:)
    View.position(x:y:)
    View.preference(key:value:)
    View.preferredColorScheme(_:)
    View.presentationBackground(_:)
    View.presentationBackgroundInteraction(_:)
    View.presentationCornerRadius(_:)
    View.presentationDetents(_:)
    View.presentationDetents(_:selection:)
    View.presentationDragIndicator(_:)
    View.previewDevice(_:)
    View.previewDisplayName(_:)
    View.previewInterfaceOrientation(_:)
    View.previewLayout(_:)
    View.progressViewStyle(_:)
    View.projectionEffect(_:)
    View.redacted(reason:)
    View.refreshable(action:)
    View.rotation3DEffect(_:axis:anchor:anchorZ:perspective:)
    View.rotationEffect(_:anchor:)
    View.safeAreaInset(edge:alignment:spacing:content:)
    View.safeAreaPadding(_:)
    View.safeAreaPadding(_:_:)
    View.saturation(_:)
    View.scaleEffect(_:anchor:)
    View.scaleEffect(x:y:anchor:)
    View.scaledToFill()
    View.scaledToFit()
    View.scrollClipDisabled(_:)
    View.scrollContentBackground(_:)
    View.scrollDisabled(_:)
    View.scrollDismissesKeyboard(_:)
    View.scrollIndicators(_:)
    View.scrollIndicators(_:axes:)
    View.scrollPosition(_:anchor:)
    View.scrollPosition(id:anchor:)
    View.scrollTargetBehavior(_:)
    View.scrollTargetLayout(isEnabled:)
    View.scrollTransition(_:axis:transition:)
    View.scrollTransition(topLeading:bottomTrailing:axis:transition:)
    View.searchCompletion(_:)
    View.searchScopes(_:activation:_:)
    View.searchScopes(_:scopes:)
    View.searchSuggestions(_:)
    View.searchable(text:isPresented:placement:prompt:)
    View.searchable(text:placement:prompt:)
    View.searchable(text:placement:prompt:suggestions:)
    View.sectionIndexLabel(_:)
    View.sensoryFeedback(_:trigger:)
    View.sensoryFeedback(_:trigger:condition:)
    View.sensoryFeedback(trigger:_:)
    View.shadow(color:radius:x:y:)
    View.sheet(isPresented:onDismiss:content:)
    View.sheet(item:onDismiss:content:)
    View.simultaneousGesture(_:including:)
    View.simultaneousGesture(_:isEnabled:)
    View.simultaneousGesture(_:name:isEnabled:)
    View.statusBar(hidden:)
    View.statusBarHidden(_:)
    View.strikethrough(_:pattern:color:)
    View.submitLabel(_:)
    View.swipeActions(edge:allowsFullSwipe:content:)
    View.symbolEffect(_:options:isActive:)
    View.symbolEffect(_:options:value:)
    View.symbolRenderingMode(_:)
    View.symbolVariant(_:)
    View.tabItem(_:)
    View.tabViewStyle(_:)
    View.tag(_:)
    View.task(id:priority:_:)
    View.task(priority:_:)
    View.textCase(_:)
    View.textContentType(_:)
    View.textFieldStyle(_:)
    View.textInputAutocapitalization(_:)
    View.textRenderer(_:)
    View.textSelection(_:)
    View.tint(_:)
    View.toggleStyle(_:)
    View.toolbar(_:for:)
    View.toolbar(content:)
    View.toolbarBackground(_:for:)
    View.toolbarColorScheme(_:for:)
    View.toolbarTitleMenu(content:)
    View.toolbarVisibility(_:for:)
    View.tracking(_:)
    View.transaction(_:)
    View.transaction(value:_:)
    View.transformEffect(_:)
    View.transformPreference(_:_:)
    View.transition(_:)
    View.truncationMode(_:)
    View.underline(_:pattern:color:)
    View.unredacted()
    View.visualEffect(_:)
    View.zIndex(_:)
    ViewAlignedScrollTargetBehavior
    ViewAlignedScrollTargetBehavior.LimitBehavior
    ViewAlignedScrollTargetBehavior.LimitBehavior.always
    ViewAlignedScrollTargetBehavior.LimitBehavior.alwaysByFew
    ViewAlignedScrollTargetBehavior.LimitBehavior.alwaysByOne
    ViewAlignedScrollTargetBehavior.LimitBehavior.automatic
    ViewAlignedScrollTargetBehavior.LimitBehavior.never
    ViewAlignedScrollTargetBehavior.init()
    ViewAlignedScrollTargetBehavior.init(limitBehavior:)
    ViewDimensions
    ViewDimensions.height
    ViewDimensions.subscript(_:)
    ViewDimensions.subscript(explicit:)
    ViewDimensions.width
    ViewModifier
    ViewModifier.animation(_:)
    ViewModifier.body(content:)
    ViewModifier.concat(_:)
    ViewSpacing
    ViewSpacing.distance(to:along:)
    ViewSpacing.init()
    ViewSpacing.zero
    ViewThatFits
    ViewThatFits.init(in:content:)
    Visibility
    VisualEffect
    VisualEffect.blur(radius:opaque:)
    VisualEffect.brightness(_:)
    VisualEffect.colorEffect(_:isEnabled:)
    VisualEffect.contrast(_:)
    VisualEffect.distortionEffect(_:maxSampleOffset:isEnabled:)
    VisualEffect.grayscale(_:)
    VisualEffect.hueRotation(_:)
    VisualEffect.layerEffect(_:maxSampleOffset:isEnabled:)
    VisualEffect.offset(_:)
    VisualEffect.offset(x:y:)
    VisualEffect.opacity(_:)
    VisualEffect.rotation3DEffect(_:axis:anchor:anchorZ:perspective:)
    VisualEffect.rotationEffect(_:anchor:)
    VisualEffect.saturation(_:)
    VisualEffect.scaleEffect(_:anchor:)
    VisualEffect.scaleEffect(x:y:anchor:)
    WheelDatePickerStyle
    WheelDatePickerStyle.init()
    WheelPickerStyle
    WheelPickerStyle.init()
    WiggleSymbolEffect
    WiggleSymbolEffect.backward
    WiggleSymbolEffect.byLayer
    WiggleSymbolEffect.clockwise
    WiggleSymbolEffect.counterClockwise
    WiggleSymbolEffect.down
    WiggleSymbolEffect.forward
    WiggleSymbolEffect.left
    WiggleSymbolEffect.right
    WiggleSymbolEffect.up
    WiggleSymbolEffect.wholeSymbol
    WindowDragGesture
    WindowDragGesture.Value
    WindowDragGesture.init()
    WindowGroup
    WindowGroup.init(content:)
    WritableKeyPath
    ZStack
    ZStack.init(alignment:content:)
    ZoomNavigationTransition
    _ChangedGesture
    _EndedGesture
    _MapGesture
    _ModifiersGesture
    _NSRange
    _NSRange.init(_:in:)
    _NSRange.init(location:length:)
    _NSRange.length
    _NSRange.location
    _TextFieldStyleLabel
    _ViewModifier_Content
    abs(_:)
    acos(_:)
    asin(_:)
    assert(_:_:)
    atan(_:)
    atan2(_:_:)
    ceil(_:)
    cos(_:)
    debugPrint(_:separator:terminator:)
    drand48()
    exp(_:)
    fatalError(_:)
    floor(_:)
    hypot(_:_:)
    log(_:)
    max(_:_:)
    max(_:_:_:)
    min(_:_:)
    min(_:_:_:)
    pow(_:_:)
    precondition(_:_:)
    print(_:separator:terminator:)
    round(_:)
    sequence(first:next:)
    sequence(state:next:)
    sin(_:)
    sleep(_:)
    sqrt(_:)
    srand48(_:)
    stride(from:through:by:)
    stride(from:to:by:)
    swap(_:_:)
    tan(_:)
    type(of:)
    withAnimation(_:_:)
    withAnimation(_:completionCriteria:_:completion:)
    withCheckedContinuation(_:)
    withCheckedThrowingContinuation(_:)
    withTaskGroup(of:returning:body:)
    withThrowingTaskGroup(of:returning:body:)
    withTransaction(_:_:)
    zip(_:_:)
    """
}
