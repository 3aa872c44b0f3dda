// zlib (Debian's zlib1g-dev), for `tactile serve`'s gzip responses and their tests.
#include <zlib.h>
