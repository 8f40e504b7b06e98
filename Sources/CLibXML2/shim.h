#ifndef TRELLIS_CLIBXML2_SHIM_H
#define TRELLIS_CLIBXML2_SHIM_H
/* Debian's libxml2-dev installs the headers under <libxml2/libxml/...>; pkg-config
   (libxml-2.0) adds -I/usr/include/libxml2. Interface Builder documents are read with the
   tree API (TrellisDocument/InterfaceBuilder/XMLTree.swift). */
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#endif
