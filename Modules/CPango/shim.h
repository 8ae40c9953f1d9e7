// Pango, pangocairo and the cairo drawing calls the pixel pages are typeset and drawn with, as
// pointer types for functions looked up at run time (see CGLib). Layouts, fonts and contexts
// stay opaque; only PangoRectangle is read.
#ifndef OCTAVO_CPANGO_SHIM_H
#define OCTAVO_CPANGO_SHIM_H
#include "../CPoppler/shim.h"

typedef struct OctavoPangoFontMap OctavoPangoFontMap;
typedef struct OctavoPangoContext OctavoPangoContext;
typedef struct OctavoPangoLayout OctavoPangoLayout;
typedef struct OctavoPangoFontDescription OctavoPangoFontDescription;
typedef struct OctavoPangoAttrList OctavoPangoAttrList;
typedef struct OctavoPangoAttribute OctavoPangoAttribute;
typedef struct OctavoPangoFont OctavoPangoFont;
typedef struct OctavoPangoFontMetrics OctavoPangoFontMetrics;
typedef struct OctavoPangoLanguage OctavoPangoLanguage;
typedef struct OctavoCairoFontOptions OctavoCairoFontOptions;

/// PangoRectangle, in Pango units (1/1024 of a pixel here).
typedef struct OctavoPangoRectangle {
    int x;
    int y;
    int width;
    int height;
} OctavoPangoRectangle;

enum { OCTAVO_PANGO_SCALE = 1024, OCTAVO_PANGO_STYLE_ITALIC = 2, OCTAVO_PANGO_GRAVITY_EAST = 1 };
enum { OCTAVO_CAIRO_HINT_METRICS_OFF = 1, OCTAVO_CAIRO_HINT_STYLE_NONE = 1, OCTAVO_CAIRO_ANTIALIAS_GRAY = 2 };
enum { OCTAVO_CAIRO_STATUS_WRITE_ERROR = 11, OCTAVO_CAIRO_EXTEND_PAD = 3 };
typedef struct OctavoCairoPattern OctavoCairoPattern;

typedef OctavoPangoFontMap *(*octavo_pango_cairo_font_map_new_fn)(void);
typedef OctavoPangoContext *(*octavo_pango_font_map_create_context_fn)(OctavoPangoFontMap *map);
typedef void (*octavo_pango_context_set_round_glyph_positions_fn)(OctavoPangoContext *context, int round);
typedef void (*octavo_pango_context_set_language_fn)(OctavoPangoContext *context, OctavoPangoLanguage *language);
typedef OctavoPangoLanguage *(*octavo_pango_language_from_string_fn)(const char *tag);
typedef void (*octavo_pango_cairo_context_set_font_options_fn)(OctavoPangoContext *context, const OctavoCairoFontOptions *options);
typedef OctavoPangoLayout *(*octavo_pango_layout_new_fn)(OctavoPangoContext *context);
typedef void (*octavo_pango_layout_set_text_fn)(OctavoPangoLayout *layout, const char *text, int length);
typedef void (*octavo_pango_layout_set_font_description_fn)(OctavoPangoLayout *layout, const OctavoPangoFontDescription *description);
typedef void (*octavo_pango_layout_set_attributes_fn)(OctavoPangoLayout *layout, OctavoPangoAttrList *attributes);
typedef void (*octavo_pango_layout_get_extents_fn)(OctavoPangoLayout *layout, OctavoPangoRectangle *ink, OctavoPangoRectangle *logical);
typedef int (*octavo_pango_layout_get_baseline_fn)(OctavoPangoLayout *layout);
typedef void (*octavo_pango_layout_index_to_pos_fn)(OctavoPangoLayout *layout, int index, OctavoPangoRectangle *position);
typedef OctavoPangoFontDescription *(*octavo_pango_font_description_new_fn)(void);
typedef void (*octavo_pango_font_description_set_family_fn)(OctavoPangoFontDescription *description, const char *family);
typedef void (*octavo_pango_font_description_set_int_fn)(OctavoPangoFontDescription *description, int value);
typedef void (*octavo_pango_font_description_set_absolute_size_fn)(OctavoPangoFontDescription *description, double size);
typedef const char *(*octavo_pango_font_description_get_family_fn)(const OctavoPangoFontDescription *description);
typedef void (*octavo_pango_font_description_free_fn)(OctavoPangoFontDescription *description);
typedef OctavoPangoAttrList *(*octavo_pango_attr_list_new_fn)(void);
typedef void (*octavo_pango_attr_list_insert_fn)(OctavoPangoAttrList *list, OctavoPangoAttribute *attribute);
typedef void (*octavo_pango_attr_list_unref_fn)(OctavoPangoAttrList *list);
typedef OctavoPangoAttribute *(*octavo_pango_attr_font_features_new_fn)(const char *features);
typedef OctavoPangoFont *(*octavo_pango_context_load_font_fn)(OctavoPangoContext *context, const OctavoPangoFontDescription *description);
typedef OctavoPangoFontDescription *(*octavo_pango_font_describe_fn)(OctavoPangoFont *font);
typedef OctavoPangoFontMetrics *(*octavo_pango_font_get_metrics_fn)(OctavoPangoFont *font, OctavoPangoLanguage *language);
typedef int (*octavo_pango_font_metrics_get_int_fn)(OctavoPangoFontMetrics *metrics);
typedef void (*octavo_pango_font_metrics_unref_fn)(OctavoPangoFontMetrics *metrics);
typedef void (*octavo_pango_cairo_show_layout_fn)(OctavoCairo *cairo, OctavoPangoLayout *layout);
typedef void (*octavo_pango_fc_font_map_config_changed_fn)(OctavoPangoFontMap *map);
typedef void (*octavo_pango_context_set_base_gravity_fn)(OctavoPangoContext *context, int gravity);
typedef void (*octavo_pango_cairo_update_layout_fn)(OctavoCairo *cairo, OctavoPangoLayout *layout);
typedef void (*octavo_cairo_rotate_fn)(OctavoCairo *cairo, double angle);

typedef OctavoCairoFontOptions *(*octavo_cairo_font_options_create_fn)(void);
typedef void (*octavo_cairo_font_options_set_int_fn)(OctavoCairoFontOptions *options, int value);
typedef void (*octavo_cairo_font_options_destroy_fn)(OctavoCairoFontOptions *options);
typedef OctavoCairoSurface *(*octavo_cairo_image_surface_create_for_data_fn)(unsigned char *data, int format, int width, int height, int stride);
typedef void (*octavo_cairo_surface_mark_dirty_fn)(OctavoCairoSurface *surface);
typedef void (*octavo_cairo_move_to_fn)(OctavoCairo *cairo, double x, double y);
typedef void (*octavo_cairo_rectangle_fn)(OctavoCairo *cairo, double x, double y, double width, double height);
typedef void (*octavo_cairo_fill_fn)(OctavoCairo *cairo);
typedef void (*octavo_cairo_save_fn)(OctavoCairo *cairo);
typedef void (*octavo_cairo_translate_fn)(OctavoCairo *cairo, double x, double y);
typedef void (*octavo_cairo_set_source_surface_fn)(OctavoCairo *cairo, OctavoCairoSurface *surface, double x, double y);
typedef OctavoCairoPattern *(*octavo_cairo_get_source_fn)(OctavoCairo *cairo);
typedef void (*octavo_cairo_pattern_set_extend_fn)(OctavoCairoPattern *pattern, int extend);
typedef int (*octavo_cairo_write_fn)(void *closure, const unsigned char *data, unsigned int length);
typedef int (*octavo_cairo_surface_write_to_png_stream_fn)(OctavoCairoSurface *surface, octavo_cairo_write_fn write, void *closure);
#endif
