// chafa (pixels to terminal symbols, sixel, kitty) and gdk-pixbuf (PNG, JPEG, GIF, SVG, WebP
// decoding), as pointer types for functions looked up at run time (see CGLib).
#ifndef OCTAVO_CCHAFA_SHIM_H
#define OCTAVO_CCHAFA_SHIM_H
#include "../CGLib/shim.h"

typedef struct OctavoChafaSymbolMap OctavoChafaSymbolMap;
typedef struct OctavoChafaCanvasConfig OctavoChafaCanvasConfig;
typedef struct OctavoChafaCanvas OctavoChafaCanvas;
typedef struct OctavoChafaTermDb OctavoChafaTermDb;
typedef struct OctavoChafaTermInfo OctavoChafaTermInfo;
typedef struct OctavoPixbuf OctavoPixbuf;
typedef struct OctavoPixbufLoader OctavoPixbufLoader;

/// Values of ChafaCanvasMode, ChafaPixelMode, ChafaPixelType and ChafaSymbolTags that Octavo uses.
enum {
    OCTAVO_CHAFA_CANVAS_MODE_TRUECOLOR = 0,
    OCTAVO_CHAFA_CANVAS_MODE_INDEXED_256 = 1,
    OCTAVO_CHAFA_CANVAS_MODE_INDEXED_16 = 3,
    OCTAVO_CHAFA_CANVAS_MODE_FGBG = 5,
    OCTAVO_CHAFA_PIXEL_MODE_SYMBOLS = 0,
    OCTAVO_CHAFA_PIXEL_MODE_SIXELS = 1,
    OCTAVO_CHAFA_PIXEL_MODE_KITTY = 2,
    OCTAVO_CHAFA_PIXEL_RGBA8_UNASSOCIATED = 4,
    OCTAVO_CHAFA_SYMBOL_TAG_SPACE = 1 << 0,
    OCTAVO_CHAFA_SYMBOL_TAG_SOLID = 1 << 1,
    OCTAVO_CHAFA_SYMBOL_TAG_BLOCK = 1 << 3,
    OCTAVO_CHAFA_SYMBOL_TAG_QUAD = 1 << 7,
    OCTAVO_CHAFA_SYMBOL_TAG_HALF = (1 << 8) | (1 << 9),
    OCTAVO_CHAFA_SYMBOL_TAG_ASCII = 1 << 14,
};

typedef OctavoChafaSymbolMap *(*octavo_chafa_symbol_map_new_fn)(void);
typedef void (*octavo_chafa_symbol_map_add_by_tags_fn)(OctavoChafaSymbolMap *map, int tags);
typedef void (*octavo_chafa_symbol_map_unref_fn)(OctavoChafaSymbolMap *map);
typedef OctavoChafaCanvasConfig *(*octavo_chafa_canvas_config_new_fn)(void);
typedef void (*octavo_chafa_canvas_config_set_geometry_fn)(OctavoChafaCanvasConfig *config, int width, int height);
typedef void (*octavo_chafa_canvas_config_set_int_fn)(OctavoChafaCanvasConfig *config, int value);
typedef void (*octavo_chafa_canvas_config_set_color_fn)(OctavoChafaCanvasConfig *config, uint32_t color);
typedef void (*octavo_chafa_canvas_config_set_symbol_map_fn)(OctavoChafaCanvasConfig *config, const OctavoChafaSymbolMap *map);
typedef void (*octavo_chafa_canvas_config_unref_fn)(OctavoChafaCanvasConfig *config);
typedef OctavoChafaCanvas *(*octavo_chafa_canvas_new_fn)(const OctavoChafaCanvasConfig *config);
typedef void (*octavo_chafa_canvas_unref_fn)(OctavoChafaCanvas *canvas);
typedef void (*octavo_chafa_canvas_draw_all_pixels_fn)(OctavoChafaCanvas *canvas, int pixel_type, const uint8_t *pixels,
                                                       int width, int height, int rowstride);
typedef uint32_t (*octavo_chafa_canvas_get_char_at_fn)(OctavoChafaCanvas *canvas, int x, int y);
typedef void (*octavo_chafa_canvas_get_colors_at_fn)(OctavoChafaCanvas *canvas, int x, int y, int *foreground, int *background);
typedef OctavoGString *(*octavo_chafa_canvas_print_fn)(OctavoChafaCanvas *canvas, OctavoChafaTermInfo *term_info);
typedef OctavoChafaTermDb *(*octavo_chafa_term_db_get_default_fn)(void);
typedef OctavoChafaTermInfo *(*octavo_chafa_term_db_detect_fn)(OctavoChafaTermDb *db, char **environment);
typedef void (*octavo_chafa_term_info_unref_fn)(OctavoChafaTermInfo *info);

typedef OctavoPixbufLoader *(*octavo_gdk_pixbuf_loader_new_fn)(void);
typedef int (*octavo_gdk_pixbuf_loader_write_fn)(OctavoPixbufLoader *loader, const uint8_t *bytes, size_t count, OctavoGError **error);
typedef int (*octavo_gdk_pixbuf_loader_close_fn)(OctavoPixbufLoader *loader, OctavoGError **error);
typedef OctavoPixbuf *(*octavo_gdk_pixbuf_loader_get_pixbuf_fn)(OctavoPixbufLoader *loader);
typedef void (*octavo_gdk_pixbuf_loader_set_size_fn)(OctavoPixbufLoader *loader, int width, int height);
typedef int (*octavo_gdk_pixbuf_get_int_fn)(const OctavoPixbuf *pixbuf);
typedef uint8_t *(*octavo_gdk_pixbuf_get_pixels_fn)(const OctavoPixbuf *pixbuf);
typedef OctavoPixbuf *(*octavo_gdk_pixbuf_apply_embedded_orientation_fn)(OctavoPixbuf *pixbuf);
/// The "size-prepared" signal's handler: lets a loader decode a huge picture at a smaller size.
typedef void (*octavo_gdk_pixbuf_size_prepared_fn)(OctavoPixbufLoader *loader, int width, int height, void *data);
#endif
