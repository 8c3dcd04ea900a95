//! The 14 prestige cards, scored at the end of the game (*text*, with the summary's sample
//! values as worked examples).
//!
//! A card for "the most" (or "the fewest") pays its full points to a holder alone at the top,
//! and the smaller figure the card prints (half, rounded as printed) to a holder tied there. A
//! count of none is never the most, so a card for the most parks pays nothing while nobody has a
//! park (*text*). Only the holder of a card scores it, however many others tie.

use serde::{Deserialize, Serialize};

use super::components::{Indexed, Landscape, Size};
use super::tally::Tally;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Prestige {
    FewestEmptySpaces,
    MostBuildings,
    TwoLargeBuildings,
    MostLandscapes,
    MostForests,
    AllLandscapeTypes,
    MostLakes,
    AllFreedoms,
    BuildingsFreedomsWorks,
    MostJesters,
    MostBuilders,
    MostParks,
    BuilderJesterLandscapes,
    MostWorks,
}

impl Indexed for Prestige {
    const ALL: &'static [Prestige] = &Prestige::ALL;
    fn index(self) -> usize {
        self as usize
    }
}

/// How a card compares its holder with the others.
enum Goal {
    /// The most of a count: (full, tied) points.
    Most(fn(&Tally) -> u8, u8, u8),
    /// The fewest of a count.
    Fewest(fn(&Tally) -> u8, u8, u8),
    /// A condition on the holder alone.
    AtLeast(fn(&Tally) -> bool, u8),
}

impl Prestige {
    pub const ALL: [Prestige; 14] = [
        Prestige::FewestEmptySpaces,
        Prestige::MostBuildings,
        Prestige::TwoLargeBuildings,
        Prestige::MostLandscapes,
        Prestige::MostForests,
        Prestige::AllLandscapeTypes,
        Prestige::MostLakes,
        Prestige::AllFreedoms,
        Prestige::BuildingsFreedomsWorks,
        Prestige::MostJesters,
        Prestige::MostBuilders,
        Prestige::MostParks,
        Prestige::BuilderJesterLandscapes,
        Prestige::MostWorks,
    ];

    /// The card's words.
    pub fn text(self) -> &'static str {
        match self {
            Prestige::FewestEmptySpaces => "For the fewest empty spaces you earn 8 (4) PP",
            Prestige::MostBuildings => "For the most Buildings you earn 6 (3) PP",
            Prestige::TwoLargeBuildings => "For at least two large Buildings you earn 5 PP",
            Prestige::MostLandscapes => "For the most Landscapes you earn 7 (4) PP",
            Prestige::MostForests => "For the most Forests you earn 7 (4) PP",
            Prestige::AllLandscapeTypes => {
                "For all three Landscape types (Forest, Lake, Park) you earn 8 PP"
            }
            Prestige::MostLakes => "For the most Lakes you earn 6 (3) PP",
            Prestige::AllFreedoms => "For all three Freedoms you earn 8 PP",
            Prestige::BuildingsFreedomsWorks => {
                "For at least 4 Buildings + 2 Freedoms + 4 Works (Profession and Recruiting cards on the table) you earn 6 PP"
            }
            Prestige::MostJesters => "For the most Jesters you earn 6 (3) PP",
            Prestige::MostBuilders => "For the most Builders you earn 6 (3) PP",
            Prestige::MostParks => "For the most Parks you earn 5 (3) PP",
            Prestige::BuilderJesterLandscapes => {
                "For at least 1 Builder + 1 Jester + 2 Landscapes you earn 7 PP"
            }
            Prestige::MostWorks => {
                "For the most Works (Profession and Recruiting cards on the table) you earn 7 (4) PP"
            }
        }
    }

    fn goal(self) -> Goal {
        match self {
            Prestige::FewestEmptySpaces => Goal::Fewest(|t| t.empty_cells, 8, 4),
            Prestige::MostBuildings => Goal::Most(Tally::building_count, 6, 3),
            Prestige::TwoLargeBuildings => Goal::AtLeast(|t| t.of_size(Size::Large) >= 2, 5),
            Prestige::MostLandscapes => Goal::Most(Tally::landscape_count, 7, 4),
            Prestige::MostForests => Goal::Most(|t| t.landscape(Landscape::Forest), 7, 4),
            Prestige::AllLandscapeTypes => Goal::AtLeast(|t| t.landscape_types() == 3, 8),
            Prestige::MostLakes => Goal::Most(|t| t.landscape(Landscape::Lake), 6, 3),
            Prestige::AllFreedoms => Goal::AtLeast(|t| t.freedom_count() == 3, 8),
            Prestige::BuildingsFreedomsWorks => Goal::AtLeast(
                |t| t.building_count() >= 4 && t.freedom_count() >= 2 && t.on_table >= 4,
                6,
            ),
            Prestige::MostJesters => Goal::Most(|t| t.jesters, 6, 3),
            Prestige::MostBuilders => Goal::Most(|t| t.builders, 6, 3),
            Prestige::MostParks => Goal::Most(|t| t.landscape(Landscape::Park), 5, 3),
            Prestige::BuilderJesterLandscapes => Goal::AtLeast(
                |t| t.builders >= 1 && t.jesters >= 1 && t.landscape_count() >= 2,
                7,
            ),
            Prestige::MostWorks => Goal::Most(|t| t.on_table, 7, 4),
        }
    }

    /// The points the card pays the seat at `holder`, `all` holding every seat's tally.
    pub fn points(self, holder: usize, all: &[Tally]) -> u8 {
        let rank = |count: fn(&Tally) -> u8, better: fn(u8, u8) -> bool| {
            let mine = count(&all[holder]);
            let beaten = all.iter().any(|t| better(count(t), mine));
            let tied = all.iter().filter(|t| count(t) == mine).count() > 1;
            (mine, beaten, tied)
        };
        match self.goal() {
            Goal::Most(count, full, half) => match rank(count, |a, b| a > b) {
                (0, ..) | (_, true, _) => 0,
                (_, false, true) => half,
                (_, false, false) => full,
            },
            Goal::Fewest(count, full, half) => match rank(count, |a, b| a < b) {
                (_, true, _) => 0,
                (_, false, true) => half,
                (_, false, false) => full,
            },
            Goal::AtLeast(test, points) => {
                if test(&all[holder]) {
                    points
                } else {
                    0
                }
            }
        }
    }
}

impl std::fmt::Display for Prestige {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.text())
    }
}

#[cfg(test)]
mod tests {
    use super::super::components::{Building, Freedom};
    use super::super::tally::samples::prestige_sample;
    use super::*;

    /// The sample holder at seat 0 against opponents as the summary describes them.
    fn scored(card: Prestige, opponents: &[Tally]) -> u8 {
        let mut all = vec![prestige_sample()];
        all.extend_from_slice(opponents);
        card.points(0, &all)
    }

    fn nobody() -> Tally {
        Tally {
            empty_cells: 43,
            ..Tally::default()
        }
    }

    #[test]
    fn example_fewest_empty_spaces_pays_0_when_an_opponent_has_fewer() {
        let fuller = Tally {
            empty_cells: 3,
            ..nobody()
        };
        assert_eq!(scored(Prestige::FewestEmptySpaces, &[fuller]), 0);
        assert_eq!(scored(Prestige::FewestEmptySpaces, &[nobody()]), 8);
        let same = Tally {
            empty_cells: 7,
            ..nobody()
        };
        assert_eq!(scored(Prestige::FewestEmptySpaces, &[same]), 4);
    }

    #[test]
    fn example_most_buildings_tied_at_5_pays_3() {
        let rival = Tally {
            buildings: [
                Building::Library,
                Building::Studio,
                Building::Hospital,
                Building::Theater,
                Building::Laboratory,
            ]
            .into_iter()
            .collect(),
            ..nobody()
        };
        assert_eq!(scored(Prestige::MostBuildings, &[rival, nobody()]), 3);
        assert_eq!(scored(Prestige::MostBuildings, &[nobody()]), 6);
    }

    #[test]
    fn example_two_large_buildings_pays_5_whatever_the_others_have() {
        let rival = Tally {
            buildings: [Building::Laboratory, Building::University]
                .into_iter()
                .collect(),
            ..nobody()
        };
        assert_eq!(scored(Prestige::TwoLargeBuildings, &[rival]), 5);
    }

    #[test]
    fn example_most_landscapes_tied_at_3_pays_4() {
        let rival = Tally {
            landscapes: [0, 0, 3],
            ..nobody()
        };
        assert_eq!(scored(Prestige::MostLandscapes, &[rival]), 4);
    }

    #[test]
    fn example_most_forests_alone_pays_7() {
        let rival = Tally {
            landscapes: [1, 2, 2],
            ..nobody()
        };
        assert_eq!(scored(Prestige::MostForests, &[rival, nobody()]), 7);
    }

    #[test]
    fn example_all_three_landscape_types_pays_0_without_a_park() {
        assert_eq!(scored(Prestige::AllLandscapeTypes, &[nobody()]), 0);
        let mut with_park = prestige_sample();
        with_park.landscapes[2] = 1;
        assert_eq!(Prestige::AllLandscapeTypes.points(0, &[with_park]), 8);
    }

    #[test]
    fn example_most_lakes_tied_with_two_opponents_pays_3() {
        let lake = Tally {
            landscapes: [0, 1, 0],
            ..nobody()
        };
        assert_eq!(scored(Prestige::MostLakes, &[lake, lake, nobody()]), 3);
    }

    #[test]
    fn example_all_three_freedoms_pays_0_with_two() {
        assert_eq!(scored(Prestige::AllFreedoms, &[nobody()]), 0);
        let mut all = prestige_sample();
        all.freedoms.insert(Freedom::Opinion);
        assert_eq!(Prestige::AllFreedoms.points(0, &[all]), 8);
    }

    #[test]
    fn example_four_buildings_two_freedoms_four_works_pays_6() {
        assert_eq!(scored(Prestige::BuildingsFreedomsWorks, &[nobody()]), 6);
        let mut three_works = prestige_sample();
        three_works.on_table = 3;
        assert_eq!(
            Prestige::BuildingsFreedomsWorks.points(0, &[three_works]),
            0
        );
    }

    #[test]
    fn example_most_jesters_pays_0_without_jesters_even_when_nobody_has_one() {
        assert_eq!(scored(Prestige::MostJesters, &[nobody(), nobody()]), 0);
        let mut jester = prestige_sample();
        jester.jesters = 1;
        assert_eq!(Prestige::MostJesters.points(0, &[jester, nobody()]), 6);
    }

    #[test]
    fn example_most_builders_alone_pays_6() {
        let one = Tally {
            builders: 1,
            ..nobody()
        };
        assert_eq!(scored(Prestige::MostBuilders, &[one, nobody()]), 6);
    }

    #[test]
    fn example_most_parks_pays_nothing_when_nobody_has_a_park() {
        assert_eq!(scored(Prestige::MostParks, &[nobody(), nobody()]), 0);
        let mut park = prestige_sample();
        park.landscapes[2] = 1;
        let rival = Tally {
            landscapes: [0, 0, 1],
            ..nobody()
        };
        assert_eq!(Prestige::MostParks.points(0, &[park, rival]), 3);
    }

    #[test]
    fn example_builder_jester_two_landscapes_pays_0_without_a_jester() {
        assert_eq!(scored(Prestige::BuilderJesterLandscapes, &[nobody()]), 0);
        let mut jester = prestige_sample();
        jester.jesters = 1;
        assert_eq!(Prestige::BuilderJesterLandscapes.points(0, &[jester]), 7);
    }

    #[test]
    fn example_most_works_tied_at_5_pays_4() {
        let rival = Tally {
            on_table: 5,
            ..nobody()
        };
        assert_eq!(scored(Prestige::MostWorks, &[rival]), 4);
    }

    #[test]
    fn there_are_14_distinct_prestige_cards() {
        let texts: std::collections::BTreeSet<_> = Prestige::ALL.iter().map(|p| p.text()).collect();
        assert_eq!(texts.len(), 14);
        assert!(
            Prestige::ALL
                .iter()
                .enumerate()
                .all(|(i, p)| p.index() == i)
        );
    }
}
