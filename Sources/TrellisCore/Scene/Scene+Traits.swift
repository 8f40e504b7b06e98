/// Trait changes: only what resolves differently under the new traits is touched.
extension Scene {
    func applyTraits(_ newTraits: Traits) {
        let old = traits
        guard newTraits != old else { return }
        traits = newTraits
        if newTraits.sizeClassesDiffer(from: old) || newTraits.layoutDirection != old.layoutDirection {
            structureGeneration += 1
        }

        if newTraits.sizeClassesDiffer(from: old) {
            for view in views { resolveProperties(of: view) }
            // Flat intrinsic blocks and document records have no variants.
            for constraint in storedConstraints { resolveVariants(of: constraint) }
        }
        if newTraits.layoutDirection != old.layoutDirection {
            // Flat intrinsic blocks hold widths and heights: no direction in them. Fresh flat
            // document records are compiled at the next pass, under the new direction; settled
            // ones that read it become objects, marked here.
            if flatDocuments.isSettled && flatDocuments.anyDependsOnLayoutDirection { materializeAllDocumentRecords() }
            for constraint in storedConstraints
            where constraint.first.attribute.dependsOnLayoutDirection
                || (constraint.second?.attribute.dependsOnLayoutDirection ?? false) {
                markDirty(constraint)
            }
        }
        if newTraits.contentSizeCategory != old.contentSizeCategory {
            updateReadableWidths()
            for view in views where (view.measuresText || view.isCustom) && view.description.textStyle != nil {
                noteNeedsMeasurement(view)
            }
        }
        if newTraits.sizeClassesDiffer(from: old) {
            // A host measures custom views from their properties, which may vary by size class.
            for view in views where view.isCustom && hostMeasures {
                noteNeedsMeasurement(view)
            }
        }
        if newTraits.displayScale != old.displayScale { allFramesDirty = true }
    }

    /// Re-resolves a document constraint's `installed`, `constant` and `priority` variants
    /// (values set through the API stay).
    func resolveVariants(of constraint: SceneConstraint) {
        guard let description = constraint.variants else { return }
        let installed = description.installed.resolved(for: traits) ?? true
        if installed != constraint.installedForTraits {
            constraint.installedForTraits = installed
            markDirty(constraint)
        }
        if !constraint.constantOverridden, let constant = description.constant?.resolved(for: traits),
           constant != constraint.constant {
            constraint.constant = constant
            markDirty(constraint)
        }
        if !constraint.priorityOverridden, let priority = description.priority?.resolved(for: traits),
           priority != constraint.priority {
            constraint.priority = priority
            markDirty(constraint)
        }
    }
}

extension LayoutAttribute {
    /// leading, trailing and their margin forms: the attributes measured in the layout
    /// direction's coordinates.
    var isLeadingOrTrailing: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: return true
        default: return false
        }
    }

    /// Attributes whose expression changes when the layout direction flips: leading and
    /// trailing, and the margins (directional layout margins swap sides).
    var dependsOnLayoutDirection: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin, .leftMargin, .rightMargin,
             .centerXWithinMargins:
            return true
        default:
            return false
        }
    }
}
