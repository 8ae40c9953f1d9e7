import OctavoNavigator
import OctavoSession

extension PreferenceRow {
    /// The value as `octavo set` accepts it back: the row's label, except for colours, whose label
    /// adds a palette name ("white #FFFFFF") that would not parse.
    var typedValue: String {
        if kind == .color, let number = effectiveValue.doubleValue {
            return Color(rawValue: Int(number)).hex
        }
        return label
    }
}
