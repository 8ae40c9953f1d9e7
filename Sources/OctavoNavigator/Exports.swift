// The navigators are used with the publications they open: whoever imports the navigators gets
// the publication model too, as Readium's navigator modules hand out Shared's types.
@_exported import OctavoPublication
