import CGLib
import CChafa

/// chafa, which turns pixels into terminal symbols with colours, or into sixel and kitty
/// graphics; opened on first use.
struct Chafa: Sendable {
    static let loaded = Result { () throws(GraphicsLibraryError) -> Chafa in try Chafa() }

    let glib: GLib
    let symbolMapNew: octavo_chafa_symbol_map_new_fn
    let symbolMapAddByTags: octavo_chafa_symbol_map_add_by_tags_fn
    let symbolMapUnref: octavo_chafa_symbol_map_unref_fn
    let configNew: octavo_chafa_canvas_config_new_fn
    let configSetGeometry: octavo_chafa_canvas_config_set_geometry_fn
    let configSetCellGeometry: octavo_chafa_canvas_config_set_geometry_fn
    let configSetCanvasMode: octavo_chafa_canvas_config_set_int_fn
    let configSetPixelMode: octavo_chafa_canvas_config_set_int_fn
    let configSetSymbolMap: octavo_chafa_canvas_config_set_symbol_map_fn
    let configSetForeground: octavo_chafa_canvas_config_set_color_fn
    let configSetBackground: octavo_chafa_canvas_config_set_color_fn
    let configUnref: octavo_chafa_canvas_config_unref_fn
    let canvasNew: octavo_chafa_canvas_new_fn
    let canvasUnref: octavo_chafa_canvas_unref_fn
    let drawAllPixels: octavo_chafa_canvas_draw_all_pixels_fn
    let charAt: octavo_chafa_canvas_get_char_at_fn
    let colorsAt: octavo_chafa_canvas_get_colors_at_fn
    let print: octavo_chafa_canvas_print_fn
    let termDbDefault: octavo_chafa_term_db_get_default_fn
    let termDbDetect: octavo_chafa_term_db_detect_fn
    let termInfoUnref: octavo_chafa_term_info_unref_fn

    private init() throws(GraphicsLibraryError) {
        glib = try GLib()
        let chafa = try LoadedLibrary(["libchafa.so.0", "libchafa.so"], package: "libchafa0", purpose: "Pictures")
        symbolMapNew = try chafa.function("chafa_symbol_map_new")
        symbolMapAddByTags = try chafa.function("chafa_symbol_map_add_by_tags")
        symbolMapUnref = try chafa.function("chafa_symbol_map_unref")
        configNew = try chafa.function("chafa_canvas_config_new")
        configSetGeometry = try chafa.function("chafa_canvas_config_set_geometry")
        configSetCellGeometry = try chafa.function("chafa_canvas_config_set_cell_geometry")
        configSetCanvasMode = try chafa.function("chafa_canvas_config_set_canvas_mode")
        configSetPixelMode = try chafa.function("chafa_canvas_config_set_pixel_mode")
        configSetSymbolMap = try chafa.function("chafa_canvas_config_set_symbol_map")
        configSetForeground = try chafa.function("chafa_canvas_config_set_fg_color")
        configSetBackground = try chafa.function("chafa_canvas_config_set_bg_color")
        configUnref = try chafa.function("chafa_canvas_config_unref")
        canvasNew = try chafa.function("chafa_canvas_new")
        canvasUnref = try chafa.function("chafa_canvas_unref")
        drawAllPixels = try chafa.function("chafa_canvas_draw_all_pixels")
        charAt = try chafa.function("chafa_canvas_get_char_at")
        colorsAt = try chafa.function("chafa_canvas_get_colors_at")
        print = try chafa.function("chafa_canvas_print")
        termDbDefault = try chafa.function("chafa_term_db_get_default")
        termDbDetect = try chafa.function("chafa_term_db_detect")
        termInfoUnref = try chafa.function("chafa_term_info_unref")
    }
}
