// poppler-glib and the cairo image surfaces it renders into, as pointer types for functions
// looked up at run time (see CGLib). Documents, pages, surfaces and contexts stay opaque.
#ifndef OCTAVO_CPOPPLER_SHIM_H
#define OCTAVO_CPOPPLER_SHIM_H
#include "../CGLib/shim.h"

typedef struct OctavoPopplerDocument OctavoPopplerDocument;
typedef struct OctavoPopplerPage OctavoPopplerPage;
typedef struct OctavoCairoSurface OctavoCairoSurface;
typedef struct OctavoCairo OctavoCairo;

/// CAIRO_FORMAT_ARGB32: native-endian premultiplied 0xAARRGGBB words.
enum { OCTAVO_CAIRO_FORMAT_ARGB32 = 0 };

typedef OctavoPopplerDocument *(*octavo_poppler_document_new_from_fd_fn)(int fd, const char *password, OctavoGError **error);
typedef int (*octavo_poppler_document_get_n_pages_fn)(OctavoPopplerDocument *document);
typedef OctavoPopplerPage *(*octavo_poppler_document_get_page_fn)(OctavoPopplerDocument *document, int index);
typedef char *(*octavo_poppler_document_get_string_fn)(OctavoPopplerDocument *document);
typedef void (*octavo_poppler_page_get_size_fn)(OctavoPopplerPage *page, double *width, double *height);
typedef void (*octavo_poppler_page_render_fn)(OctavoPopplerPage *page, OctavoCairo *cairo);
typedef char *(*octavo_poppler_page_get_text_fn)(OctavoPopplerPage *page);

typedef OctavoCairoSurface *(*octavo_cairo_image_surface_create_fn)(int format, int width, int height);
typedef unsigned char *(*octavo_cairo_image_surface_get_data_fn)(OctavoCairoSurface *surface);
typedef int (*octavo_cairo_image_surface_get_stride_fn)(OctavoCairoSurface *surface);
typedef int (*octavo_cairo_surface_status_fn)(OctavoCairoSurface *surface);
typedef void (*octavo_cairo_surface_fn)(OctavoCairoSurface *surface);
typedef OctavoCairo *(*octavo_cairo_create_fn)(OctavoCairoSurface *surface);
typedef void (*octavo_cairo_destroy_fn)(OctavoCairo *cairo);
typedef void (*octavo_cairo_scale_fn)(OctavoCairo *cairo, double sx, double sy);
typedef void (*octavo_cairo_set_source_rgb_fn)(OctavoCairo *cairo, double red, double green, double blue);
typedef void (*octavo_cairo_paint_fn)(OctavoCairo *cairo);
#endif
