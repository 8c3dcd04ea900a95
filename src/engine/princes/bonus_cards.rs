//! The 20 bonus cards: each adds to the work value of the work it is played with, by what the
//! principality holds (*text*, with the summary's sample values as worked examples).

use serde::{Deserialize, Serialize};

use super::components::{Indexed, Landscape, Size};
use super::tally::Tally;

/// One bonus card; the deck holds one of each.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Bonus {
    Buildings,
    LargeBuildings,
    MediumBuildingsAndForests,
    BuildingSizes,
    Landscapes,
    SmallBuildingsAndLandscapes,
    Forests,
    Lakes,
    Parks,
    Freedoms,
    Jesters,
    JestersAndFreedoms,
    Builders,
    BuildersAndLakes,
    PrestigeCardsAndFreedoms,
    ProfessionsInHand,
    LandscapeTypes,
    ProfessionsOnTable,
    PrestigeCards,
    Categories,
}

impl Indexed for Bonus {
    const ALL: &'static [Bonus] = &Bonus::ALL;
    fn index(self) -> usize {
        self as usize
    }
}

impl Bonus {
    pub const ALL: [Bonus; 20] = [
        Bonus::Buildings,
        Bonus::LargeBuildings,
        Bonus::MediumBuildingsAndForests,
        Bonus::BuildingSizes,
        Bonus::Landscapes,
        Bonus::SmallBuildingsAndLandscapes,
        Bonus::Forests,
        Bonus::Lakes,
        Bonus::Parks,
        Bonus::Freedoms,
        Bonus::Jesters,
        Bonus::JestersAndFreedoms,
        Bonus::Builders,
        Bonus::BuildersAndLakes,
        Bonus::PrestigeCardsAndFreedoms,
        Bonus::ProfessionsInHand,
        Bonus::LandscapeTypes,
        Bonus::ProfessionsOnTable,
        Bonus::PrestigeCards,
        Bonus::Categories,
    ];

    /// The card's words.
    pub fn text(self) -> &'static str {
        match self {
            Bonus::Buildings => "Each Building in your Principality increases the WV by 1",
            Bonus::LargeBuildings => {
                "Each large Building in your Principality increases the WV by 2"
            }
            Bonus::MediumBuildingsAndForests => {
                "Each medium Building and each Forest in your Principality increases the WV by 1"
            }
            Bonus::BuildingSizes => {
                "Each Building size (large, medium, small) in your Principality increases the WV by 2"
            }
            Bonus::Landscapes => "Each Landscape in your Principality increases the WV by 1",
            Bonus::SmallBuildingsAndLandscapes => {
                "Each small Building and each Landscape in your Principality increases the WV by 1"
            }
            Bonus::Forests => "Each Forest in your Principality increases the WV by 2",
            Bonus::Lakes => "Each Lake in your Principality increases the WV by 2",
            Bonus::Parks => "Each Park in your Principality increases the WV by 2",
            Bonus::Freedoms => "Each Freedom in your Principality increases the WV by 2",
            Bonus::Jesters => "Each Jester in your Principality increases the WV by 2",
            Bonus::JestersAndFreedoms => {
                "Each Jester and each Freedom in your Principality increases the WV by 1"
            }
            Bonus::Builders => "Each Builder in your Principality increases the WV by 2",
            Bonus::BuildersAndLakes => {
                "Each Builder and each Lake in your Principality increases the WV by 1"
            }
            Bonus::PrestigeCardsAndFreedoms => {
                "Each Prestige card you have and each Freedom in your Principality increases the WV by 1"
            }
            Bonus::ProfessionsInHand => {
                "Each Profession (and Recruiting) card in your hand (excluding any just played) increases the WV by 1"
            }
            Bonus::LandscapeTypes => {
                "Each Landscape type (Forest, Lake, Park) in your Principality increases the WV by 2"
            }
            Bonus::ProfessionsOnTable => {
                "Each of your own Profession (and Recruiting) cards on the table (including any just played) increases the WV by 1"
            }
            Bonus::PrestigeCards => "Each Prestige card you have increases the WV by 2",
            Bonus::Categories => {
                "Each of the following categories (Forest, Lake, Park, Jester, Builder, Prestige card, Freedom) in your Principality increases the WV by 1"
            }
        }
    }

    /// What the card adds to a work completed now by a seat holding `t`, the profession just
    /// played already on the table.
    pub fn value(self, t: &Tally) -> u8 {
        use Landscape::{Forest, Lake, Park};
        match self {
            Bonus::Buildings => t.building_count(),
            Bonus::LargeBuildings => 2 * t.of_size(Size::Large),
            Bonus::MediumBuildingsAndForests => t.of_size(Size::Medium) + t.landscape(Forest),
            Bonus::BuildingSizes => 2 * t.sizes(),
            Bonus::Landscapes => t.landscape_count(),
            Bonus::SmallBuildingsAndLandscapes => t.of_size(Size::Small) + t.landscape_count(),
            Bonus::Forests => 2 * t.landscape(Forest),
            Bonus::Lakes => 2 * t.landscape(Lake),
            Bonus::Parks => 2 * t.landscape(Park),
            Bonus::Freedoms => 2 * t.freedom_count(),
            Bonus::Jesters => 2 * t.jesters,
            Bonus::JestersAndFreedoms => t.jesters + t.freedom_count(),
            Bonus::Builders => 2 * t.builders,
            Bonus::BuildersAndLakes => t.builders + t.landscape(Lake),
            Bonus::PrestigeCardsAndFreedoms => t.prestige_cards + t.freedom_count(),
            Bonus::ProfessionsInHand => t.in_hand,
            Bonus::LandscapeTypes => 2 * t.landscape_types(),
            Bonus::ProfessionsOnTable => t.on_table,
            Bonus::PrestigeCards => 2 * t.prestige_cards,
            Bonus::Categories => {
                t.landscape_types()
                    + u8::from(t.jesters > 0)
                    + u8::from(t.builders > 0)
                    + u8::from(t.prestige_cards > 0)
                    + u8::from(t.freedom_count() > 0)
            }
        }
    }
}

impl std::fmt::Display for Bonus {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.text())
    }
}

#[cfg(test)]
mod tests {
    use super::super::tally::samples::bonus_sample;
    use super::*;

    fn sample(card: Bonus) -> u8 {
        card.value(&bonus_sample())
    }

    #[test]
    fn example_buildings_adds_5() {
        assert_eq!(sample(Bonus::Buildings), 5);
    }

    #[test]
    fn example_large_buildings_adds_4() {
        assert_eq!(sample(Bonus::LargeBuildings), 4);
    }

    #[test]
    fn example_medium_buildings_and_forests_adds_3() {
        assert_eq!(sample(Bonus::MediumBuildingsAndForests), 3);
    }

    #[test]
    fn example_building_sizes_adds_6() {
        assert_eq!(sample(Bonus::BuildingSizes), 6);
    }

    #[test]
    fn example_landscapes_adds_3() {
        assert_eq!(sample(Bonus::Landscapes), 3);
    }

    #[test]
    fn example_small_buildings_and_landscapes_adds_5() {
        assert_eq!(sample(Bonus::SmallBuildingsAndLandscapes), 5);
    }

    #[test]
    fn example_forests_adds_4() {
        assert_eq!(sample(Bonus::Forests), 4);
    }

    #[test]
    fn example_lakes_adds_2() {
        assert_eq!(sample(Bonus::Lakes), 2);
    }

    #[test]
    fn example_parks_adds_0() {
        assert_eq!(sample(Bonus::Parks), 0);
    }

    #[test]
    fn example_freedoms_adds_4() {
        assert_eq!(sample(Bonus::Freedoms), 4);
    }

    #[test]
    fn example_jesters_adds_0() {
        assert_eq!(sample(Bonus::Jesters), 0);
    }

    #[test]
    fn example_jesters_and_freedoms_adds_2() {
        assert_eq!(sample(Bonus::JestersAndFreedoms), 2);
    }

    #[test]
    fn example_builders_adds_4() {
        assert_eq!(sample(Bonus::Builders), 4);
    }

    #[test]
    fn example_builders_and_lakes_adds_3() {
        assert_eq!(sample(Bonus::BuildersAndLakes), 3);
    }

    #[test]
    fn example_prestige_cards_and_freedoms_adds_3() {
        assert_eq!(sample(Bonus::PrestigeCardsAndFreedoms), 3);
    }

    #[test]
    fn example_professions_in_hand_adds_2_the_card_just_played_not_counted() {
        assert_eq!(sample(Bonus::ProfessionsInHand), 2);
    }

    #[test]
    fn example_landscape_types_adds_4_each_type_once() {
        assert_eq!(sample(Bonus::LandscapeTypes), 4);
    }

    #[test]
    fn example_professions_on_table_adds_3_the_card_just_played_counted() {
        assert_eq!(sample(Bonus::ProfessionsOnTable), 3);
    }

    #[test]
    fn example_prestige_cards_adds_2() {
        assert_eq!(sample(Bonus::PrestigeCards), 2);
    }

    #[test]
    fn example_categories_adds_5_each_category_once() {
        assert_eq!(sample(Bonus::Categories), 5);
    }

    #[test]
    fn rule_jesters_count_when_held() {
        let t = Tally {
            jesters: 3,
            ..bonus_sample()
        };
        assert_eq!(Bonus::Jesters.value(&t), 6);
        assert_eq!(Bonus::JestersAndFreedoms.value(&t), 5);
        assert_eq!(Bonus::Categories.value(&t), 6);
    }

    #[test]
    fn there_are_20_distinct_bonus_cards() {
        let texts: std::collections::BTreeSet<_> = Bonus::ALL.iter().map(|b| b.text()).collect();
        assert_eq!(texts.len(), 20);
        assert!(Bonus::ALL.iter().enumerate().all(|(i, b)| b.index() == i));
    }
}
