import Glibc

/// glibc's pseudo-terminal calls, looked up at run time: Swift's Glibc module is built without
/// `_XOPEN_SOURCE`, so `posix_openpt`, `grantpt`, `unlockpt` and `ptsname_r` are not imported,
/// and this target cannot have a C shim of its own.
struct PseudoTerminalFunctions {
    typealias OnDescriptor = @convention(c) (Int32) -> Int32
    typealias NameInto = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32

    let openMaster: OnDescriptor
    let grant: OnDescriptor
    let unlock: OnDescriptor
    let name: NameInto

    init() throws {
        openMaster = try Self.function("posix_openpt", as: OnDescriptor.self)
        grant = try Self.function("grantpt", as: OnDescriptor.self)
        unlock = try Self.function("unlockpt", as: OnDescriptor.self)
        name = try Self.function("ptsname_r", as: NameInto.self)
    }

    private static func function<Function>(_ symbol: String, as type: Function.Type) throws -> Function {
        guard let address = dlsym(nil, symbol) else { throw BenchmarkError("the C library has no \(symbol)") }
        return unsafeBitCast(address, to: type)
    }
}
