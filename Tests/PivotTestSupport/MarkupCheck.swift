// Parsing markup (SVG, HTML, JUnit XML) as XML in tests: well formed or not, and what it holds.

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Parses text as XML and collects element names and attributes; nil when it is not well formed.
public final class MarkupCheck: NSObject, XMLParserDelegate {
    public var elements: [(name: String, attributes: [String: String])] = []
    public var text = ""
    /// Each element's own text (its children's too), by the element's index.
    public var texts: [String] = []
    /// Each element's parent, by index (nil for the root).
    public var parents: [Int?] = []
    private var open: [Int] = []

    public static func parse(_ markup: String) -> MarkupCheck? {
        let check = MarkupCheck()
        let parser = XMLParser(data: Data(markup.utf8))
        parser.delegate = check
        return parser.parse() ? check : nil
    }

    public func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        parents.append(open.last)
        open.append(elements.count)
        elements.append((name, attributes))
        texts.append("")
    }

    public func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        open.removeLast()
    }

    public func parser(_ parser: XMLParser, foundCharacters string: String) {
        text += string
        for index in open { texts[index] += string }
    }

    /// The attributes of an element's ancestors, nearest first.
    public func ancestors(of index: Int) -> [[String: String]] {
        var list: [[String: String]] = []
        var current = parents[index]
        while let parent = current {
            list.append(elements[parent].attributes)
            current = parents[parent]
        }
        return list
    }

    /// The elements of a name with their attributes and text.
    public func withText(_ name: String) -> [(attributes: [String: String], text: String)] {
        elements.indices.filter { elements[$0].name == name }.map { (elements[$0].attributes, texts[$0]) }
    }

    public func count(_ name: String) -> Int { elements.filter { $0.name == name }.count }
    public func all(_ name: String) -> [[String: String]] { elements.filter { $0.name == name }.map(\.attributes) }
}
