// The compositor's `view` options beyond TRACE-FORMAT: `scale=N` and `clips=yes|no` (SPEC C1).

import Pivot
import PivotTrace
import Testing

@Suite struct ParserViewOptionTests {
    private func viewSpec(_ line: String) throws -> ViewSpec? {
        let trace = try parsed(ParserFixtures.prelude + "\n" + line)
        guard case .event(.addView(let spec), _) = trace.statements.last else { return nil }
        return spec
    }

    @Test("C1 view takes scale=N and clips=yes|no; both default to the untransformed, unclipped view")
    func scaleAndClips() throws {
        let spec = try viewSpec("view extra in=home frame=0,0,10,10 scale=0.5 clips=yes")
        #expect(spec?.scale == 0.5 && spec?.clips == true)
        let plain = try viewSpec("view extra in=home frame=0,0,10,10 clips=no")
        #expect(plain?.scale == 1 && plain?.clips == false)
    }

    @Test("C1 scale and clips print back and parse to the same trace")
    func roundTrip() throws {
        let trace = try parsed(ParserFixtures.prelude + "\nview extra in=badge frame=1,2,3,4 rotation=45 scale=2.5 clips=yes")
        #expect(trace.printed().contains("view extra in=badge frame=1,2,3,4 rotation=45 scale=2.5 clips=yes"))
        #expect(try parsed(trace.printed()) == trace)
    }

    @Test("C1 a wrong value for clips or scale is an error at that value")
    func errors() {
        #expect(parseError(ParserFixtures.prelude + "\nview extra in=home frame=0,0,1,1 clips=maybe")?.description
                == "test.trace:7:40: error: expected yes or no, found 'maybe'")
        #expect(parseError(ParserFixtures.prelude + "\nview extra in=home frame=0,0,1,1 scale=big")?.description
                .hasPrefix("test.trace:7:40: error:") == true)
    }
}
