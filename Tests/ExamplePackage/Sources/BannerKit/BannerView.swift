// BannerKit: a small banner library written the way iOS overlay libraries are written, with no
// thought of Pivot. Its sources build for iOS as they are; `pivot port` (through the PivotPort
// plugin in ../../Package.swift) rewrites a copy that builds on Linux against PivotUIKit.

import UIKit

/// The banner's content: a title and a message, laid out with Auto Layout, drawn with a rounded,
/// shadowed background; a tap or an upward swipe dismisses it.
public final class BannerView: UIView {
    public let titleLabel = UILabel()
    public let messageLabel = UILabel()
    @IBInspectable public var cornerRadius: CGFloat = 12 {
        didSet { layer.cornerRadius = cornerRadius }
    }
    var onDismiss: (() -> Void)?

    public init(title: String, message: String) {
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        if #available(iOS 13.0, *) {
            backgroundColor = .secondarySystemBackground
        } else {
            backgroundColor = UIColor(white: 0.95, alpha: 1)
        }
        layer.cornerRadius = cornerRadius
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.2
        layer.shadowOffset = CGSize(width: 0, height: 2)
        layer.shadowRadius = 6

        titleLabel.text = title
        titleLabel.font = .boldSystemFont(ofSize: 17)
        messageLabel.text = message
        messageLabel.font = .systemFont(ofSize: 15)
        messageLabel.numberOfLines = 0
        let stack = UIStackView(arrangedSubviews: [titleLabel, messageLabel])
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: topAnchor, constant: 12),
            stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            stack.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12),
        ])

        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
        let swipe = UISwipeGestureRecognizer(target: self, action: #selector(swiped(_:)))
        swipe.direction = .up
        addGestureRecognizer(swipe)
        isAccessibilityElement = true
        accessibilityLabel = "\(title), \(message)"
    }

    @available(*, unavailable)
    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc private func tapped() { onDismiss?() }
    @objc private func swiped(_ recognizer: UISwipeGestureRecognizer) {
        if recognizer.state == .ended { onDismiss?() }
    }

    public override func draw(_ rect: CGRect) {
        let path = UIBezierPath(roundedRect: bounds.insetBy(dx: 0.5, dy: 0.5), cornerRadius: cornerRadius)
        UIColor.separator.setStroke()
        path.lineWidth = 1
        path.stroke()
    }

    /// Slides in from above the top edge.
    func animateIn() {
        let slide = CABasicAnimation(keyPath: "transform.translation.y")
        slide.fromValue = -bounds.height
        slide.toValue = 0
        slide.duration = 0.3
        slide.timingFunction = CAMediaTimingFunction(name: .easeOut)
        layer.add(slide, forKey: "slideIn")
    }
}
