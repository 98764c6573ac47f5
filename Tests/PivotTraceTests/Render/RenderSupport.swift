// Shared by the picture tests: parsing markup as XML, and replaying corpus traces into snapshots.

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Pivot
import PivotTrace

/// Parses text as XML and collects element names and attributes; nil when it is not well formed.
final class MarkupCheck: NSObject, XMLParserDelegate {
    var elements: [(name: String, attributes: [String: String])] = []
    var text = ""
    /// Each element's own text (its children's too), by the element's index.
    var texts: [String] = []
    private var open: [Int] = []

    static func parse(_ markup: String) -> MarkupCheck? {
        let check = MarkupCheck()
        let parser = XMLParser(data: Data(markup.utf8))
        parser.delegate = check
        return parser.parse() ? check : nil
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        open.append(elements.count)
        elements.append((name, attributes))
        texts.append("")
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        open.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text += string
        for index in open { texts[index] += string }
    }

    /// The elements of a name with their attributes and text.
    func withText(_ name: String) -> [(attributes: [String: String], text: String)] {
        elements.indices.filter { elements[$0].name == name }.map { (elements[$0].attributes, texts[$0]) }
    }

    func count(_ name: String) -> Int { elements.filter { $0.name == name }.count }
    func all(_ name: String) -> [[String: String]] { elements.filter { $0.name == name }.map(\.attributes) }
}

enum RenderFixtures {
    static func trace(_ relativePath: String) throws -> Trace {
        try TraceParser.parse(bytes: Array(Data(contentsOf: Corpus.root.appendingPathComponent(relativePath))), file: relativePath)
    }

    static func picture(_ relativePath: String, at moment: PictureMoment = .end) throws -> String {
        let snapshot = ReplaySnapshot.at(moment, trace: try trace(relativePath), file: relativePath)
        return ScreenPicture(world: snapshot.world, touches: snapshot.touches, caption: snapshot.caption(file: relativePath)).svg()
    }

    static func report(_ relativePaths: [String]) throws -> String {
        var sections: [ReplayReportSection] = []
        for path in relativePaths {
            sections.append(ReplayReportSection.replay(try trace(path), file: path, index: sections.count))
        }
        return ReplayReport.page(sections)
    }
}
