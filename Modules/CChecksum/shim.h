// zlib, for its checksum: an EPUB's entries are checked against the CRC-32 their zip records.
#include <zlib.h>
