import Foundation
import Testing
import PivotUIKit

@Suite("Darwin's and Core Graphics' C names")
struct DarwinFunctionsTests {
    @Test("the makers make the values")
    func makers() {
        #expect(CGRectMake(1, 2, 3, 4) == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(CGSizeMake(5, 6) == CGSize(width: 5, height: 6))
        #expect(CGPointMake(7, 8) == CGPoint(x: 7, y: 8))
    }

    @Test("copying utsname's machine field with _SYS_NAMELEN reads the field, and no byte past it")
    func machineName() {
        var info = utsname()
        uname(&info)
        let bytes = Data(bytes: &info.machine, count: Int(_SYS_NAMELEN))
        let read = String(bytes: bytes, encoding: .ascii)?.trimmingCharacters(in: .controlCharacters)
        let field = withUnsafeBytes(of: info.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        #expect(read == field)
        #expect(!field.isEmpty)
    }

    @Test("Foundation's version is later than iOS 7.1's, as on every iOS Pivot models")
    func foundationVersion() {
        #expect(NSFoundationVersionNumber > NSFoundationVersionNumber_iOS_7_1)
        #expect(NSFoundationVersionNumber > NSFoundationVersionNumber_iOS_8_0)
    }
}

@Suite("Mach's task and thread calls, on a machine without Mach")
struct MachStandInTests {
    @Test("they fail and write nothing, so a monitor reads no threads and no footprint")
    func callsFail() {
        var threads: thread_act_array_t?
        var count = mach_msg_type_number_t(0)
        #expect(task_threads(mach_task_self_, &threads, &count) == KERN_FAILURE)
        #expect(threads == nil && count == 0)
        var info = task_vm_info_data_t()
        var infoCount = mach_msg_type_number_t(MemoryLayout<task_vm_info>.size) / 4
        let result = withUnsafeMutablePointer(to: &info) {
            $0.withMemoryRebound(to: integer_t.self, capacity: 1) { task_info(mach_task_self_, task_flavor_t(TASK_VM_INFO), $0, &infoCount) }
        }
        #expect(result == KERN_FAILURE && info.phys_footprint == 0)
        #expect(vm_deallocate(mach_task_self_, 0, 0) == KERN_SUCCESS)
    }
}

@MainActor
@Suite("The wall clock an app reads")
struct PivotClockTests {
    @Test("it starts at PivotClock.start and moves with the virtual clock, the same in every run")
    func followsVirtualTime() {
        let (app, _) = launchedHost()
        let first = app.run { PivotClock.now }
        app.advance(by: 1.5)
        let second = app.run { PivotClock.now }
        #expect(second.timeIntervalSince(first) == 1.5)
        #expect(first.timeIntervalSince(PivotClock.start) == Double(app.world.clock) / 1000 - 1.5)
    }
}
