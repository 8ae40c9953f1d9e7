import ArgumentParser
import OctavoCanvas

/// How the screen shows the page: asking the terminal (`auto`), in a pixel protocol the user
/// names, or as symbols in cells only.
enum GraphicsChoice: String, CaseIterable, ExpressibleByArgument, Sendable {
    case auto
    case kitty
    case sixel
    case symbols

    /// The protocol to use without asking, if the user named one.
    var named: PixelProtocol? {
        switch self {
        case .kitty: .kitty
        case .sixel: .sixel
        case .auto, .symbols: nil
        }
    }
}
