// The Mach calls a performance overlay makes (an FPS/CPU/memory window reading `task_threads`,
// `thread_info`, `task_info`): Linux has no Mach kernel, so each call fails with KERN_FAILURE,
// as for a task the caller has no right to, and writes nothing. A monitor reads no CPU use and
// no footprint; its window, labels and timers behave as on iOS.

import Foundation

public typealias kern_return_t = Int32
public typealias natural_t = UInt32
public typealias integer_t = Int32
public typealias mach_port_t = natural_t
public typealias mach_msg_type_number_t = natural_t
public typealias task_t = mach_port_t
public typealias task_name_t = mach_port_t
public typealias task_inspect_t = mach_port_t
public typealias thread_t = mach_port_t
public typealias thread_act_t = mach_port_t
public typealias thread_inspect_t = mach_port_t
public typealias vm_map_t = mach_port_t
public typealias thread_act_array_t = UnsafeMutablePointer<thread_act_t>
public typealias thread_flavor_t = natural_t
public typealias task_flavor_t = natural_t
public typealias thread_info_t = UnsafeMutablePointer<integer_t>
public typealias task_info_t = UnsafeMutablePointer<integer_t>
public typealias vm_address_t = UInt
public typealias vm_size_t = UInt
public typealias policy_t = integer_t

public let KERN_SUCCESS: kern_return_t = 0
public let KERN_INVALID_ARGUMENT: kern_return_t = 4
public let KERN_FAILURE: kern_return_t = 5
public let THREAD_BASIC_INFO: Int32 = 3
public let THREAD_INFO_MAX: Int32 = 32
public let TASK_BASIC_INFO: Int32 = 5
public let TASK_VM_INFO: Int32 = 22
public let TH_FLAGS_SWAPPED: Int32 = 0x1
public let TH_FLAGS_IDLE: Int32 = 0x2
public let TH_USAGE_SCALE: Int32 = 1000
/// The task's own port: a name, never a right Pivot can use.
public let mach_task_self_: mach_port_t = 0

public struct time_value_t: Sendable {
    public var seconds: integer_t = 0
    public var microseconds: integer_t = 0
    public init() {}
}

public struct thread_basic_info: Sendable {
    public var user_time = time_value_t()
    public var system_time = time_value_t()
    public var cpu_usage: integer_t = 0
    public var policy: policy_t = 0
    public var run_state: integer_t = 0
    public var flags: integer_t = 0
    public var suspend_count: integer_t = 0
    public var sleep_time: integer_t = 0
    public init() {}
}

public struct task_vm_info: Sendable {
    public var virtual_size: UInt64 = 0
    public var region_count: integer_t = 0
    public var page_size: integer_t = 0
    public var resident_size: UInt64 = 0
    public var resident_size_peak: UInt64 = 0
    public var device: UInt64 = 0
    public var `internal`: UInt64 = 0
    public var external: UInt64 = 0
    public var reusable: UInt64 = 0
    public var compressed: UInt64 = 0
    public var phys_footprint: UInt64 = 0
    public init() {}
}
public typealias task_vm_info_data_t = task_vm_info

public func task_threads(_ task: task_inspect_t, _ list: UnsafeMutablePointer<thread_act_array_t?>!,
                         _ count: UnsafeMutablePointer<mach_msg_type_number_t>!) -> kern_return_t { KERN_FAILURE }
public func thread_info(_ thread: thread_inspect_t, _ flavor: thread_flavor_t, _ info: thread_info_t!,
                        _ count: UnsafeMutablePointer<mach_msg_type_number_t>!) -> kern_return_t { KERN_FAILURE }
public func task_info(_ task: task_name_t, _ flavor: task_flavor_t, _ info: task_info_t!,
                      _ count: UnsafeMutablePointer<mach_msg_type_number_t>!) -> kern_return_t { KERN_FAILURE }
public func vm_deallocate(_ task: vm_map_t, _ address: vm_address_t, _ size: vm_size_t) -> kern_return_t {
    address == 0 && size == 0 ? KERN_SUCCESS : KERN_INVALID_ARGUMENT
}
