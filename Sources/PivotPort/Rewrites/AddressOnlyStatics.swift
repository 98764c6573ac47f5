// An associated-object key (`private var constraintsKey: UInt8 = 0`, then
// `objc_getAssociatedObject(self, &constraintsKey)`) is used only by its address, and that address
// is what the runtime keys on. Made a computed property, each `&constraintsKey` would hand over a
// new temporary's address, so nothing stored under the key would ever be found again (SnapKit's
// `remakeConstraints` would never remove the old constraints). Such a variable stays stored: its
// value is never read, so sharing it between apps shares nothing.

extension StoredDeclaration {
    /// Whether every use of the variable in its file takes its address (`&key`, `&Keys.key`,
    /// `&Self.key` for a static of `Keys`), with at least one such use. A member of something
    /// else with the same name (`other.key`) is not a use; any other use (`key` read, assigned or
    /// shadowed) is, and keeps the rewrite.
    func isAddressOnly(_ scopes: Scopes) -> Bool {
        let owner = isStatic ? scopes.enclosingType(keyword)?.name : nil
        var uses = 0
        for i in 0..<file.count where i != keyword + 1 && file.kind(i) == .identifier && file.name(i) == name {
            var head = i
            if file.is(i - 1, ".") {
                guard let owner, file.name(i - 2) == owner || file.is(i - 2, "Self") else { continue }
                head = i - 2
            }
            guard file.kind(head - 1) == .operator, file.text(head - 1) == "&" else { return false }
            uses += 1
        }
        return uses > 0
    }

    func keepStored(_ rewrite: inout FileRewrite) {
        rewrite.note(file.token(keyword).start, "'\(name)' stays stored: it is used only by its address (an associated-object " +
                     "key), which a per-app computed property would change at every use")
    }
}
