// zlib, which inflates the entries of an EPUB's zip and checks them against their CRC-32.
#include <zlib.h>
