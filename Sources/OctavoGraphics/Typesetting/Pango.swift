import CPango

/// Pango and pangocairo, which typeset the pixel pages with HarfBuzz's shaping and fontconfig's
/// fonts, opened the first time a page is drawn in pixels: a screen of cells never loads them.
struct Pango: Sendable {
    /// Loaded once per process; the error is kept so that every later use reports it cheaply.
    static let loaded = Result { () throws(GraphicsLibraryError) -> Pango in try Pango() }

    let glib: GLib
    let cairo: Cairo
    let fontMapNew: octavo_pango_cairo_font_map_new_fn
    let createContext: octavo_pango_font_map_create_context_fn
    let setRoundGlyphPositions: octavo_pango_context_set_round_glyph_positions_fn
    let setLanguage: octavo_pango_context_set_language_fn
    let languageFromString: octavo_pango_language_from_string_fn
    let setFontOptions: octavo_pango_cairo_context_set_font_options_fn
    let layoutNew: octavo_pango_layout_new_fn
    let setText: octavo_pango_layout_set_text_fn
    let setFontDescription: octavo_pango_layout_set_font_description_fn
    let setAttributes: octavo_pango_layout_set_attributes_fn
    let extents: octavo_pango_layout_get_extents_fn
    let baseline: octavo_pango_layout_get_baseline_fn
    let indexToPosition: octavo_pango_layout_index_to_pos_fn
    let descriptionNew: octavo_pango_font_description_new_fn
    let setFamily: octavo_pango_font_description_set_family_fn
    let setWeight: octavo_pango_font_description_set_int_fn
    let setStyle: octavo_pango_font_description_set_int_fn
    let setAbsoluteSize: octavo_pango_font_description_set_absolute_size_fn
    let family: octavo_pango_font_description_get_family_fn
    let descriptionFree: octavo_pango_font_description_free_fn
    let attributesNew: octavo_pango_attr_list_new_fn
    let attributesInsert: octavo_pango_attr_list_insert_fn
    let attributesUnref: octavo_pango_attr_list_unref_fn
    let fontFeatures: octavo_pango_attr_font_features_new_fn
    let loadFont: octavo_pango_context_load_font_fn
    let describe: octavo_pango_font_describe_fn
    let metrics: octavo_pango_font_get_metrics_fn
    let ascent: octavo_pango_font_metrics_get_int_fn
    let descent: octavo_pango_font_metrics_get_int_fn
    let metricsUnref: octavo_pango_font_metrics_unref_fn
    let showLayout: octavo_pango_cairo_show_layout_fn
    let configChanged: octavo_pango_fc_font_map_config_changed_fn
    let setBaseGravity: octavo_pango_context_set_base_gravity_fn
    let updateLayout: octavo_pango_cairo_update_layout_fn
    let rotate: octavo_cairo_rotate_fn

    private init() throws(GraphicsLibraryError) {
        let purpose = "Pages in pixels"
        glib = try GLib()
        cairo = try Cairo(purpose: purpose)
        let pango = try LoadedLibrary(["libpango-1.0.so.0"], package: "libpango-1.0-0", purpose: purpose)
        let pangoCairo = try LoadedLibrary(["libpangocairo-1.0.so.0"], package: "libpangocairo-1.0-0", purpose: purpose)
        fontMapNew = try pangoCairo.function("pango_cairo_font_map_new")
        setFontOptions = try pangoCairo.function("pango_cairo_context_set_font_options")
        showLayout = try pangoCairo.function("pango_cairo_show_layout")
        updateLayout = try pangoCairo.function("pango_cairo_update_layout")
        setBaseGravity = try pango.function("pango_context_set_base_gravity")
        let cairoLibrary = try LoadedLibrary(["libcairo.so.2", "libcairo.so"], package: "libcairo2", purpose: purpose)
        rotate = try cairoLibrary.function("cairo_rotate")
        // pangocairo's font maps are fontconfig's on Linux: told when a book's fonts are added.
        let pangoFontConfig = try LoadedLibrary(["libpangoft2-1.0.so.0"], package: "libpangoft2-1.0-0", purpose: purpose)
        configChanged = try pangoFontConfig.function("pango_fc_font_map_config_changed")
        createContext = try pango.function("pango_font_map_create_context")
        setRoundGlyphPositions = try pango.function("pango_context_set_round_glyph_positions")
        setLanguage = try pango.function("pango_context_set_language")
        languageFromString = try pango.function("pango_language_from_string")
        layoutNew = try pango.function("pango_layout_new")
        setText = try pango.function("pango_layout_set_text")
        setFontDescription = try pango.function("pango_layout_set_font_description")
        setAttributes = try pango.function("pango_layout_set_attributes")
        extents = try pango.function("pango_layout_get_extents")
        baseline = try pango.function("pango_layout_get_baseline")
        indexToPosition = try pango.function("pango_layout_index_to_pos")
        descriptionNew = try pango.function("pango_font_description_new")
        setFamily = try pango.function("pango_font_description_set_family")
        setWeight = try pango.function("pango_font_description_set_weight")
        setStyle = try pango.function("pango_font_description_set_style")
        setAbsoluteSize = try pango.function("pango_font_description_set_absolute_size")
        family = try pango.function("pango_font_description_get_family")
        descriptionFree = try pango.function("pango_font_description_free")
        attributesNew = try pango.function("pango_attr_list_new")
        attributesInsert = try pango.function("pango_attr_list_insert")
        attributesUnref = try pango.function("pango_attr_list_unref")
        fontFeatures = try pango.function("pango_attr_font_features_new")
        loadFont = try pango.function("pango_context_load_font")
        describe = try pango.function("pango_font_describe")
        metrics = try pango.function("pango_font_get_metrics")
        ascent = try pango.function("pango_font_metrics_get_ascent")
        descent = try pango.function("pango_font_metrics_get_descent")
        metricsUnref = try pango.function("pango_font_metrics_unref")
        FontConfiguration.setUpInBackground()
        FontConfiguration.finishBeforeExit()
    }
}
