import Localization
import VenueFormats

/// Names of categories as words for people, in the interface language: the catalogue's name
/// of the category or of its parent (`restroom.female` → "Women's restroom", "Damen-WC";
/// `computersandaccessories` → "Computers & accessories"), never the category glued.
public enum CategoryNames {
    /// A readable name for a category in `ui`'s language: the catalogue's name of it or of a
    /// parent category; for a category the catalogue lacks, an OSM value written with
    /// underscores in words (`fast_food` → "Fast food"; English only: those are English
    /// words), else the name of its group ("Shopping", "Einkaufen"), which is words in every
    /// language; "Unnamed" for no category.
    public static func readable(_ category: String?, ui: UIText = .english) -> String {
        guard let category, !category.isEmpty else { return ui.placeUnnamed }
        if let name = ui.category(category) { return name }
        let head = category.lowercased().split(separator: ".").first.map(String.init) ?? category
        if ui.language == .en, head.contains("_") || head.contains("-") { return VenueGraph.readableCategory(head) }
        return CategoryGroup(category: category).name(ui)
    }
}
