#ifndef TRELLIS_CCJSON_SHIM_H
#define TRELLIS_CCJSON_SHIM_H
/* Debian's libcjson-dev installs the header as <cjson/cJSON.h>; pkg-config adds -I.../cjson. */
#include <cjson/cJSON.h>
#endif
