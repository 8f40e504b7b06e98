#ifndef TRELLIS_CLIBXML2_SHIM_H
#define TRELLIS_CLIBXML2_SHIM_H
/* Debian's libxml2-dev installs the headers under <libxml2/libxml/...>; pkg-config
   (libxml-2.0) adds -I/usr/include/libxml2. Interface Builder documents are read with the
   SAX2 API (TrellisDocument/InterfaceBuilder/XMLTree.swift). */
#include <libxml/xmlversion.h>
/* Debian builds libxml2 with ICU, and <libxml/encoding.h> then includes ICU's <unicode/ucnv.h>,
   whose declarations clash with Foundation's own ICU copy in any module that imports both
   (the XCTest suites). Trellis uses none of libxml2's encoding-handler internals, so the ICU
   parts of the headers are left out. Documents are read with the SAX2 interface
   (TrellisDocument/InterfaceBuilder/XMLTree.swift): parserInternals.h declares
   xmlCreateMemoryParserCtxt, SAX2.h xmlSAX2GetLineNumber. */
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>

/* Frees memory libxml2 allocated (a decoded attribute value): xmlFree is a global function
   pointer, which Swift 6 cannot read without a data-race diagnostic. */
static inline void trellis_xml_free(void *pointer) { xmlFree(pointer); }
#endif
