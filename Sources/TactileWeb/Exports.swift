import TactileGestures

/// The module's ABI version, so the browser shell can refuse a module it does not know.
@_cdecl("tactile_abi_version")
public func tactileABIVersion() -> Int32 { 6 }
