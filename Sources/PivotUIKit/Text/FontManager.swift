// Core Text's font manager: the fonts a library registers (from its bundled files), by
// PostScript name, for the process, as on iOS. A registered font's family is what UIFont then
// answers for that name, and `UIFont.familyNames`/`fontNames(forFamilyName:)` list it; the
// system's own families are not listed. Registering one name twice fails as Core Text does.

import Foundation

public struct CTFontManagerScope: RawRepresentable, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let none = CTFontManagerScope(rawValue: 0)
    public static let process = CTFontManagerScope(rawValue: 1)
    public static let persistent = CTFontManagerScope(rawValue: 2)
    public static let session = CTFontManagerScope(rawValue: 3)
    public static let user = CTFontManagerScope(rawValue: 2)
}

/// Core Text's error domain and codes (`CTFontManagerError`).
public var kCTFontManagerErrorDomain: CFString { "com.apple.CoreText.CTFontManagerErrorDomain" as CFString }
public enum CTFontManagerError: Int, Error, Sendable {
    case fileNotFound = 101, insufficientPermissions = 102, unrecognizedFormat = 103, invalidFontData = 104
    case alreadyRegistered = 105, notRegistered = 201, inUse = 202, systemRequired = 203
}

/// The registered fonts: PostScript name → family. Fonts may be registered off the main actor.
final class FontRegistry: @unchecked Sendable {
    static let shared = FontRegistry()
    private let lock = NSLock()
    private var families: [String: String] = [:]

    func register(_ name: String, family: String) -> Bool {
        lock.lock(); defer { lock.unlock() }
        guard families[name] == nil else { return false }
        families[name] = family
        return true
    }
    func unregister(_ name: String) -> Bool { lock.lock(); defer { lock.unlock() }; return families.removeValue(forKey: name) != nil }
    func family(of name: String) -> String? { lock.lock(); defer { lock.unlock() }; return families[name] }
    /// Sorted, so every run lists them in one order.
    var familyNames: [String] { lock.lock(); defer { lock.unlock() }; return Set(families.values).sorted() }
    func names(inFamily family: String) -> [String] {
        lock.lock(); defer { lock.unlock() }
        return families.filter { $0.value == family }.map(\.key).sorted()
    }
}

/// Answers `succeeded`, or fails with Core Text's error `code` (handed over retained, as Core
/// Text's "Create rule" does: the caller takes it with `takeRetainedValue()`).
private func answer(_ succeeded: Bool, _ code: CTFontManagerError, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    if !succeeded { error?.pointee = Unmanaged.passRetained(NSError(domain: kCTFontManagerErrorDomain as String, code: code.rawValue)) }
    return succeeded
}

public func CTFontManagerRegisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    guard let name = font.postScriptName as String? else { return answer(false, .invalidFontData, error) }
    return answer(FontRegistry.shared.register(name, family: font.family), .alreadyRegistered, error)
}

public func CTFontManagerUnregisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    answer(font.postScriptName.map { FontRegistry.shared.unregister($0 as String) } ?? false, .notRegistered, error)
}

/// Fonts larger than this are refused unread (`invalidFontData`): a font file is a few megabytes.
let largestFontFile = 64 << 20

/// The font file at `url`, registered; a missing file, one that is too large or not a font fails
/// with Core Text's code for it.
public func CTFontManagerRegisterFontsForURL(_ url: CFURL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    switch fontFile(at: url) {
    case .failure(let code): answer(false, code, error)
    case .success(let font): CTFontManagerRegisterGraphicsFont(font, error)
    }
}

public func CTFontManagerUnregisterFontsForURL(_ url: CFURL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    switch fontFile(at: url) {
    case .failure(let code): answer(false, code, error)
    case .success(let font): CTFontManagerUnregisterGraphicsFont(font, error)
    }
}

private func fontFile(at url: CFURL) -> Result<CGFont, CTFontManagerError> {
    guard let path = url.path, let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int else {
        return .failure(.fileNotFound)
    }
    guard size <= largestFontFile, let data = FileManager.default.contents(atPath: path) else { return .failure(.invalidFontData) }
    guard let provider = CGDataProvider(data: data as CFData), let font = CGFont(provider) else { return .failure(.unrecognizedFormat) }
    return .success(font)
}

extension UIFont {
    /// The families of the fonts registered with the font manager, sorted.
    public static var familyNames: [String] { FontRegistry.shared.familyNames }
    /// The PostScript names registered in `family`, sorted.
    public static func fontNames(forFamilyName family: String) -> [String] { FontRegistry.shared.names(inFamily: family) }
}
