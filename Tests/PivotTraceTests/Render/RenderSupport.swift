// Shared by the picture tests: replaying corpus traces into snapshots.

import Foundation
import Pivot
import PivotTrace

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
