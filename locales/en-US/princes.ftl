# The Princes of Florence: every word its board, hands, pickers, refusals, event lines and
# pictures show. A component is chosen by its code, the name of its variant (`BellFounder`).

## Its components.
princes-building = { $building ->
    [University] University
    [Laboratory] Laboratory
    [Workshop] Workshop
    [Library] Library
    [Opera] Opera
    [Studio] Studio
    [Hospital] Hospital
    [Theater] Theater
    [Tower] Tower
   *[Chapel] Chapel
}
princes-landscape = { $landscape ->
    [Forest] Forest
    [Lake] Lake
   *[Park] Park
}
princes-freedom = { $freedom ->
    [Travel] Travel
    [Religion] Religion
   *[Opinion] Opinion
}
princes-profession = { $profession ->
    [Mathematician] Mathematician
    [Theologian] Theologian
    [Philosopher] Philosopher
    [Botanist] Botanist
    [Alchemist] Alchemist
    [Physicist] Physicist
    [Watchmaker] Watchmaker
    [Goldsmith] Goldsmith
    [BellFounder] Bell Founder
    [Cartographer] Cartographer
    [Jurist] Jurist
    [Choreographer] Choreographer
    [Composer] Composer
    [Sculptor] Sculptor
    [Painter] Painter
    [Pharmacist] Pharmacist
    [Doctor] Doctor
    [Playwright] Playwright
    [Poet] Poet
    [Astronomer] Astronomer
   *[OrganBuilder] Organ Builder
}
princes-character = { $character ->
    [Banker] Banker
    [Cardinal] Cardinal
    [Merchant] Merchant
    [Muse] Muse
    [Princess] Princess
   *[Professor] Professor
}
# An object of the auction as a name.
princes-object = { $object ->
    [Forest] Forest
    [Lake] Lake
    [Park] Park
    [Jester] Jester
    [Builder] Builder
    [Prestige] Prestige card
    [Recruiting] Recruiting card
   *[Landscape] Landscape
}
# An object of the auction as what one names, wins or takes.
princes-object-taken = { $object ->
    [Forest] a Forest
    [Lake] a Lake
    [Park] a Park
    [Jester] a Jester
    [Builder] a Builder
    [Prestige] a Prestige card
    [Recruiting] a Recruiting card
   *[Landscape] a Landscape
}
# A deck's cards in a sentence: "5 profession cards".
princes-deck-cards = { $deck ->
    [Profession] profession
    [Bonus] bonus
   *[Prestige] prestige
}
# What a profession wants: its building, landscape and freedom.
princes-wants = { $building }, { $landscape }, { $freedom }
princes-thousands = ,
princes-florins = { $amount } florins
princes-none = none
princes-nobody = nobody

## The cards' words.
princes-bonus-text = { $card ->
    [Buildings] Each Building in your Principality increases the WV by 1
    [LargeBuildings] Each large Building in your Principality increases the WV by 2
    [MediumBuildingsAndForests] Each medium Building and each Forest in your Principality increases the WV by 1
    [BuildingSizes] Each Building size (large, medium, small) in your Principality increases the WV by 2
    [Landscapes] Each Landscape in your Principality increases the WV by 1
    [SmallBuildingsAndLandscapes] Each small Building and each Landscape in your Principality increases the WV by 1
    [Forests] Each Forest in your Principality increases the WV by 2
    [Lakes] Each Lake in your Principality increases the WV by 2
    [Parks] Each Park in your Principality increases the WV by 2
    [Freedoms] Each Freedom in your Principality increases the WV by 2
    [Jesters] Each Jester in your Principality increases the WV by 2
    [JestersAndFreedoms] Each Jester and each Freedom in your Principality increases the WV by 1
    [Builders] Each Builder in your Principality increases the WV by 2
    [BuildersAndLakes] Each Builder and each Lake in your Principality increases the WV by 1
    [PrestigeCardsAndFreedoms] Each Prestige card you have and each Freedom in your Principality increases the WV by 1
    [ProfessionsInHand] Each Profession (and Recruiting) card in your hand (excluding any just played) increases the WV by 1
    [LandscapeTypes] Each Landscape type (Forest, Lake, Park) in your Principality increases the WV by 2
    [ProfessionsOnTable] Each of your own Profession (and Recruiting) cards on the table (including any just played) increases the WV by 1
    [PrestigeCards] Each Prestige card you have increases the WV by 2
   *[Categories] Each of the following categories (Forest, Lake, Park, Jester, Builder, Prestige card, Freedom) in your Principality increases the WV by 1
}
princes-bonus-title = { $card ->
    [Buildings] +1 a building
    [LargeBuildings] +2 a large building
    [MediumBuildingsAndForests] +1 a medium building or forest
    [BuildingSizes] +2 a building size
    [Landscapes] +1 a landscape
    [SmallBuildingsAndLandscapes] +1 a small building or landscape
    [Forests] +2 a forest
    [Lakes] +2 a lake
    [Parks] +2 a park
    [Freedoms] +2 a freedom
    [Jesters] +2 a jester
    [JestersAndFreedoms] +1 a jester or freedom
    [Builders] +2 a builder
    [BuildersAndLakes] +1 a builder or lake
    [PrestigeCardsAndFreedoms] +1 a prestige card or freedom
    [ProfessionsInHand] +1 a profession in hand
    [LandscapeTypes] +2 a landscape type
    [ProfessionsOnTable] +1 a work on the table
    [PrestigeCards] +2 a prestige card
   *[Categories] +1 a category
}
princes-prestige-text = { $card ->
    [FewestEmptySpaces] For the fewest empty spaces you earn 8 (4) PP
    [MostBuildings] For the most Buildings you earn 6 (3) PP
    [TwoLargeBuildings] For at least two large Buildings you earn 5 PP
    [MostLandscapes] For the most Landscapes you earn 7 (4) PP
    [MostForests] For the most Forests you earn 7 (4) PP
    [AllLandscapeTypes] For all three Landscape types (Forest, Lake, Park) you earn 8 PP
    [MostLakes] For the most Lakes you earn 6 (3) PP
    [AllFreedoms] For all three Freedoms you earn 8 PP
    [BuildingsFreedomsWorks] For at least 4 Buildings + 2 Freedoms + 4 Works (Profession and Recruiting cards on the table) you earn 6 PP
    [MostJesters] For the most Jesters you earn 6 (3) PP
    [MostBuilders] For the most Builders you earn 6 (3) PP
    [MostParks] For the most Parks you earn 5 (3) PP
    [BuilderJesterLandscapes] For at least 1 Builder + 1 Jester + 2 Landscapes you earn 7 PP
   *[MostWorks] For the most Works (Profession and Recruiting cards on the table) you earn 7 (4) PP
}
princes-prestige-title = { $card ->
    [FewestEmptySpaces] Fewest empty spaces: 8 (4) PP
    [MostBuildings] Most buildings: 6 (3) PP
    [TwoLargeBuildings] Two large buildings: 5 PP
    [MostLandscapes] Most landscapes: 7 (4) PP
    [MostForests] Most forests: 7 (4) PP
    [AllLandscapeTypes] All three landscape types: 8 PP
    [MostLakes] Most lakes: 6 (3) PP
    [AllFreedoms] All three freedoms: 8 PP
    [BuildingsFreedomsWorks] 4 buildings, 2 freedoms, 4 works: 6 PP
    [MostJesters] Most jesters: 6 (3) PP
    [MostBuilders] Most builders: 6 (3) PP
    [MostParks] Most parks: 5 (3) PP
    [BuilderJesterLandscapes] Builder, jester, 2 landscapes: 7 PP
   *[MostWorks] Most works: 7 (4) PP
}

## Letters drawn on the pieces and badges of the pictures.
princes-building-initials = { $building ->
    [University] U
    [Laboratory] La
    [Workshop] W
    [Library] Li
    [Opera] O
    [Studio] S
    [Hospital] H
    [Theater] Th
    [Tower] To
   *[Chapel] C
}
princes-landscape-letter = { $landscape ->
    [Forest] F
    [Lake] L
   *[Park] P
}
princes-freedom-letter = { $freedom ->
    [Travel] T
    [Religion] R
   *[Opinion] O
}

## Words the board, the hand and the pickers share.
princes-card-profession = { $profession } (wants { $wants })
princes-card-bonus = Bonus: { $text }
princes-card-prestige = Prestige: { $text }
princes-character-free = free
princes-character-used = used this round
princes-character-at = { $character }: { $at }
princes-character-banker-at = { $character } ({ $pot }): { $at }

## Who decides what (the board's first line).
princes-decision-choose-professions = { $who } each keep three of their four professions.
princes-decision-take-last = { $who }, the last without an object, may take one for the opening price.
princes-decision-name = { $who } puts an object up for auction, or passes.
princes-decision-bid = { $who } raises to { $raise } or passes: { $high } is bid for { $object } by { $leader }.
princes-decision-bid-character = { $who } bids on a character, or passes.
princes-decision-action = { $who } takes an action ({ $left } left this turn) or ends the turn.
princes-decision-place = { $who } places the { $piece } in their principality.
princes-decision-place-landscape = { $who } chooses a landscape and places it in their principality.
princes-decision-pick = { $who } keeps one of the { $drawn } { $deck ->
    [Profession] profession
    [Bonus] bonus
   *[Prestige] prestige
} cards drawn.
princes-decision-recruit = { $who } may play the recruiting card now, or keep it.
princes-decision-merchant = { $who } plays the Merchant: { $object } for free, or pay { $price } and score prestige points.
princes-decision-convert = { $who } may turn some of the work's { $payment } into prestige points ({ $point } a point).
princes-decision-over = The game is over.

## What happened (the board's recent lines and the log).
princes-event-profession-returned = { $who } keeps three professions and returns one
princes-event-round-begins = Round { $round } begins; { $start } starts; a work needs a value of { $minimum }
princes-event-named = { $who } puts up { $object } and bids { $bid }
princes-event-raised = { $who } bids { $bid }
princes-event-passed = { $who } passes
princes-event-cannot-bid = { $who } cannot bid and passes
princes-event-won = { $who } wins { $object } for { $price }
princes-event-took = { $who }, the last without an object, takes { $object } for { $price }
princes-event-merchant-free = { $who } plays the Merchant and takes { $object } for free
princes-event-merchant-points = { $who } plays the Merchant and scores { $points } PP
princes-event-placed = { $who } places the { $piece }{ $points ->
    [0] {""}
   *[other] {" "}(+{ $points } PP)
}
princes-event-hired = { $who } takes { $object }{ $points ->
    [0] {""}
   *[other] {" "}(+{ $points } PP)
}
princes-event-card-kept = { $who } keeps a { $deck ->
    [Profession] Profession
    [Bonus] Bonus
   *[Prestige] Prestige
} card
princes-event-recruited = { $who } recruits the { $profession } from { $from }
princes-event-work = { $who }'s { $profession } completes a work of value { $value }{ $bonus ->
    [0] {""}
    [one] {" "}with a bonus card
   *[other] {" "}with { $bonus } bonus cards
}
princes-event-work-princess = { $who }'s Princess completes a work of value { $value }{ $bonus ->
    [0] {""}
    [one] {" "}with a bonus card
   *[other] {" "}with { $bonus } bonus cards
}
princes-event-converted = { $who } turns { $florins } of the payment into { $points } PP
princes-event-built = { $who } builds a { $building } for { $cost }
princes-event-freedom = { $who } introduces the freedom of { $freedom }
princes-event-card-bought = { $who } draws { $deck ->
    [Profession] Profession
    [Bonus] Bonus
   *[Prestige] Prestige
} cards for { $price }
princes-event-turn-begins = { $who }'s turn: up to { $actions } actions
princes-event-turn-ends = { $who } ends the turn
princes-event-character-bid = { $who } bids { $bid } for the { $character }
princes-event-character-bought = { $who } buys the { $character } for { $price }
princes-event-banker-paid = the Banker pays { $who } { $florins }
princes-event-banker-pot = nobody bought the Banker: it now holds { $pot }
princes-event-character-played = { $who } plays the { $character }
princes-event-character-returned = { $who } returns the { $character } unused
princes-event-best-work = best work of the round ({ $value }): { $who } +3 PP
princes-event-no-best-work = no work was completed this round
princes-event-sold = { $who } moves back { $points } PP for { $florins }
princes-event-prestige-scored = { $who } scores { $points } PP: { $card }
princes-event-banker-converted = { $who } still holds the Banker: money into { $points } PP
princes-event-game-over = the game is over

## Refusals: why a move changed nothing.
princes-refused-game-over = The game is over.
princes-refused-not-your-turn = It is not your turn: { $who } decides now.
princes-refused-not-now = That is not possible now: { $why }.
princes-refused-reason = { $why ->
    [action-phase] it is the action phase
    [object-auctioned] an object is being auctioned
    [object-to-name] an object is to be named
    [no-character-auction] no character auction is running
    [decision-owed] another decision is owed first
    [no-cards-drawn] no cards are drawn
    [piece-to-place] a piece is to be placed
    [card-to-keep] a card is to be kept
    [recruiting-card] a recruiting card may be played or kept
    [merchant-choice] the Merchant's choice is to be made
    [convert-payment] a work's payment may be converted into points
    [choosing-professions] each player is choosing three professions
    [objects-auctioned] the objects are being auctioned
    [characters-auctioned] the special characters are being auctioned
    [action-phase-running] the action phase is running
    [game-over] the game is over
   *[other] another decision comes first
}
princes-refused-cannot-afford = That costs { $cost } and you have { $money }.
princes-refused-unavailable = { $what ->
    [card] That card
    [building] That building
    [deck] That deck
    [freedom] That freedom
    [profession] That profession
    [object] That object
    [character] That character
   *[other] That
} is not available.
princes-refused-not-held = You do not hold that card.
princes-refused-below-minimum = This work would have a value of { $value }; this round a work needs at least { $minimum }.
princes-refused-no-action-left = You have no action left this turn: end your turn.
princes-refused-limit = You may { $what ->
    [work] complete a work
    [build] build
    [profession] take a profession card
    [bonus] acquire a bonus card
    [freedom] introduce a freedom
   *[other] do that
} no more this round.
princes-refused-out-of-range = That number is out of range.
princes-refused = { $why ->
    [no-selling] With the expansion, prestige points cannot be sold.
    [have-building] You already have that building.
    [building-fits-nowhere] That building fits nowhere in your principality.
    [prestige-auctioned] Prestige cards are auctioned.
    [have-freedom] You already have that freedom.
    [cannot-take-object-why] You could not take that object (it fits nowhere, or you have three builders).
    [last-take-or-pass] You are the last without an object: take one or pass.
    [cannot-take-object] You could not take that object.
    [only-last-takes] Only the last player without an object may take one without an auction.
    [not-the-piece] That is not the piece to place.
    [bid-higher] Bid on a higher space than the marker there.
   *[professor-decks] The Professor gives a prestige or a bonus card.
}
princes-refused-other = That is not possible now.
princes-place-off-grid = The piece would stick out of your principality.
princes-place-overlap = The piece would cover another piece or the Palazzo.
princes-place-adjacent = Without two builders, a building may not touch another building or the Palazzo side by side.
princes-place-already-built = Your principality already has this building.

## A seat's hand.
princes-hand-title = Your hand · { $game } game #{ $id }
princes-hand-description = 💰 { $money } · { $points } PP · round { $round }: a work needs { $minimum }.
princes-hand-profession = **{ $profession }** — a work now: **{ $value }** (wants { $wants })
princes-hand-professions = Professions ({ $count })
princes-hand-recruiting = Recruiting cards
princes-hand-recruiting-value = { $count }: each takes a played profession from another player's table.
princes-hand-bonus = Bonus cards ({ $count })
princes-hand-prestige = Prestige cards ({ $count })
princes-hand-drawn = Drawn: keep one

## The board.
princes-board-round = Round
princes-board-round-value = **{ $round }** of 7 · a work needs **{ $minimum }** · starts: { $start }
princes-board-auction = Auction
princes-board-supply = Supply
princes-board-characters = Characters ({ $expansion })
princes-board-seat = { $who } · { $points } PP · { $money }
princes-board-final-scores = Final scores
princes-board-footer = Game #{ $id } · move { $step } · { $pace }
princes-board-auction-lots =
    Taken this round: { $taken }
    Have an object: { $done }
    Out of this round's auction: { $out }
princes-board-nothing-yet = nothing yet
princes-board-auction-bid = **{ $object }**: high bid **{ $high }** by { $leader } · passed: { $passed }
princes-board-character-bid = { $character }: { $bid } by { $who }
princes-board-character-bids =
    Character bids: { $bids }
    Finished: { $finished }
princes-board-none-yet = none yet
princes-board-supply-value =
    { $landscapes } · 🃏 Jesters { $jesters } · 👷 Builders { $builders } · Recruiting { $recruiting }
    Buildings: { $buildings }
    Freedoms: { $freedoms }
    Decks: professions { $professions } · bonus { $bonus } · prestige { $prestige }
princes-board-principality =
    🏛️ { $buildings } · { $landscapes } · { $empty } empty
    🃏 Jesters { $jesters } · 👷 Builders { $builders } · Freedoms: { $freedoms }
    Works on the table: { $table }{ $recruiting ->
        [0] {""}
       *[other] {" "}(+{ $recruiting } recruiting)
    }
    In hand: { $professions } { $professions ->
        [one] profession
       *[other] professions
    }, { $recruiting_in_hand } recruiting, { $bonus } bonus, { $prestige } prestige · best work this round { $best }
princes-board-no-building = no building
princes-board-no-landscape = no landscape
princes-board-points-from = PP from { $sources }
# Prestige points by where they came from: "works 12".
princes-source-points = { $source ->
    [Works] works
    [Buildings] buildings
    [Landscapes] landscapes
    [Builders] builders
    [BestWork] best work
    [Prestige] prestige cards
    [Merchant] Merchant
    [Banker] Banker
   *[Sold] sold
} { $points }
princes-board-tie-broken = Tie broken by the most money left.

## The board's controls.
princes-button-hand = My hand
princes-button-more = More…
princes-button-choose-professions = Choose your professions…
princes-button-take = Take { $object } · { $price }
princes-button-name = { $object } · { $price }
princes-button-take-nothing = Take nothing
princes-button-pass = Pass
princes-button-raise = Raise +{ $by } to { $to }
princes-option-high-bid = high bid { $bid }
princes-option-no-bid = no bid yet
princes-placeholder-character = Bid on a character…
princes-button-work = Complete a work…
princes-button-build = Build…
princes-button-profession-card = Profession card · { $price }
princes-button-bonus-card = Bonus card · { $price }
princes-button-end-turn = End turn
princes-button-freedom = Freedom…
princes-button-recruit = Recruit…
princes-button-place = Place the { $piece }…
princes-button-place-landscape = Place a { $piece }…
princes-button-keep = Keep one of the { $drawn } cards…
princes-button-recruit-now = Recruit now…
princes-button-keep-for-later = Keep the card for later
princes-button-merchant-free = Take { $object } for free
princes-button-merchant-pay = Pay { $price } and score PP
princes-placeholder-convert = Prestige points for the payment…
princes-option-keep-all = Keep all { $payment }
princes-option-convert = { $points } PP, keep { $kept }

## Why a control opened nothing.
princes-nothing-return = You have no profession to return now.
princes-nothing-build = You cannot build anything now: no building you lack is left that you can pay for, or fits.
princes-nothing-freedom = You cannot introduce a freedom now.
princes-nothing-recruit = There is nobody you can recruit now.
princes-nothing-keep = There is no card for you to keep now.
princes-nothing-more = You have no character to play and no prestige points to sell now.
princes-cannot-bid = You cannot bid on the { $character } now: every space left is beyond your money, or it is not for sale.
princes-no-profession-for-work = You hold no profession card to complete a work with.
princes-cannot-place = You cannot place the { $piece } now.
princes-fits-nowhere = The { $piece } fits nowhere in your principality.
princes-at-the-edge = The piece is at the edge of your principality: it cannot go further.

## The pickers.
princes-option-wanted-by = Wanted by your { $by }
princes-option-return = Return the { $profession }
princes-option-return-wants = It wants { $wants }
princes-option-freedom = Freedom of { $freedom }
princes-option-seat = seat { $number }
princes-option-recruit = The { $profession } from { $from }
princes-option-sell = Sell { $points } PP for { $florins }
princes-option-professor = Professor: a free { $deck ->
    [Profession] profession
    [Bonus] bonus
   *[Prestige] prestige
} card
princes-option-princess = Princess: a work without a profession card
princes-option-merchant-points = Merchant: prestige points for your rank
# No menu holds another action; if one did, it would read so.
princes-option-other = Another action
princes-menu-return = Which profession do you return? You keep the other three.
princes-menu-build = Which building do you build? You place it next.
princes-menu-freedom = Which freedom do you introduce?
princes-menu-recruit = Whom do you recruit?
princes-menu-keep = Which card do you keep? The others go under their deck.
princes-menu-more = Characters and prestige points:
princes-placeholder-choose = Choose…
princes-work-title = Complete a work
princes-work-minimum = This round a work needs a value of at least **{ $minimum }**.
princes-work-worth = The **{ $profession }**'s work is worth **{ $value }** now without bonus cards.
princes-work-choose = Choose the profession that completes the work.
princes-work-with-bonus = Played with the bonus cards:
princes-placeholder-profession = The profession…
princes-option-profession-worth = { $profession } · worth { $value }
princes-placeholder-bonus = Bonus cards to play (none, one or more)…
princes-button-complete-work = Complete the work
princes-button-princess-work = The Princess's work…
princes-option-bid = Bid { $bid }
princes-bid-picker = **The { $character }**: on which space do you put your marker? A higher bid moves the marker already there back to its owner.
princes-placeholder-bid = Your bid…

## The placement preview.
princes-preview-not-offered = That is not a placement you can make now.
princes-preview-fits = ✅ It fits here: *Place it here* lays it.
princes-preview-help = Turn, flip and move it, or jump to the next place it fits.
princes-preview-title = Place the { $piece }
princes-preview-turn = ↻ Turn
princes-preview-flip = ⇋ Flip
princes-preview-next = Next place that fits
princes-preview-confirm = Place it here
princes-preview-alt = Where the building would stand in your palazzo, if placed here.
princes-preview-alt-cannot = Where the building would stand in your palazzo; it cannot: { $why }

## The options of a game.
princes-options-expansion = With the expansion { $expansion }.

## The board's picture.
princes-picture-round = Round { $round } of { $rounds }
princes-picture-minimum = minimum work value { $minimum }
princes-picture-decks = Decks: { $professions } professions · { $bonus } bonus · { $prestige } prestige · { $start } starts the round
princes-picture-placing = a { $piece }
princes-picture-placing-any = a landscape of their choice
princes-picture-line-professions = Each player returns one of four professions · { $count } to go
princes-picture-line-take = { $who } may take an object for the opening bid
princes-picture-line-name = { $who } names an object and bids, or passes
princes-picture-line-bid = { $who }: raise or pass · { $object } at { $high } by { $leader }
princes-picture-line-character = { $who } bids on a character or passes
princes-picture-line-action = { $who }: actions · { $left } left
princes-picture-line-place = { $who } places { $what }
princes-picture-line-pick = { $who } keeps one of { $drawn } { $deck ->
    [Profession] profession
    [Bonus] bonus
   *[Prestige] prestige
} cards
princes-picture-line-recruit = { $who } may play the recruiting card
princes-picture-line-merchant = { $who }: Merchant · free, or { $price } for points
princes-picture-line-convert = { $who } may turn some of { $payment } florins into points
princes-picture-line-won = Game over · won by { $winners }
princes-picture-line-over = Game over
princes-picture-on-bid = on bid
princes-picture-taken = taken
princes-picture-none-left = none left
princes-picture-panel-professions = Each player returns one of the four professions dealt
princes-picture-panel-waiting = Waiting for
princes-picture-panel-take = Last without an object, takes one for the opening bid:
princes-picture-panel-name = To name an object and an opening bid, or pass:
princes-picture-panel-done = Have an object this round:
princes-picture-panel-out = Out of this round's auction:
princes-picture-panel-on-bid = On bid: { $object } · high bid { $high } florins by
princes-picture-panel-raise = To raise by { $by } or pass:
princes-picture-panel-passed = Passed:
princes-picture-panel-character = To put a marker on a character, or pass:
princes-picture-panel-finished = Done with characters:
princes-picture-panel-action = Action phase · { $left } { $left ->
    [one] action
   *[other] actions
} left:
princes-picture-works = { $count } { $count ->
    [one] work
   *[other] works
}
princes-picture-builds = { $count } { $count ->
    [one] build
   *[other] builds
}
princes-picture-bonus-cards = { $count } { $count ->
    [one] bonus card
   *[other] bonus cards
}
princes-picture-profession-bought = a profession bought
princes-picture-a-freedom = a freedom
princes-picture-muse = the Muse adds { $muse } a work
princes-picture-this-turn = This turn: { $done }
princes-picture-panel-place = To place { $what }:
princes-picture-panel-pick = To keep one of { $drawn } { $deck ->
    [Profession] profession
    [Bonus] bonus
   *[Prestige] prestige
} cards drawn:
princes-picture-panel-recruit = May play the recruiting card just won:
princes-picture-panel-merchant = Merchant: { $object } free, or { $price } florins for points:
princes-picture-panel-convert = May turn some of the { $payment } florins into points:
princes-picture-panel-won = Game over · won by
princes-picture-characters = Characters · the Muse & Princess
princes-picture-free = free
princes-picture-used = used
princes-picture-bid = bid { $bid }
princes-picture-pot = pot { $pot }
princes-picture-buildings-left = Buildings left
princes-picture-freedoms-left = Freedoms left
princes-picture-freedom = { $freedom ->
    [Travel] travel
    [Religion] religion
   *[Opinion] opinion
}
princes-picture-principalities = Principalities
princes-picture-pp-key = PP prestige points
princes-picture-recruiting-chip = Recruiting ×{ $count }
princes-picture-pp = { $points } PP
princes-picture-best = best { $value }
princes-picture-works-on-table = { $works ->
    [0] No work on the table
   *[other] Works on the table
} · { $empty } empty cells
princes-picture-builder-letter = B
princes-picture-jester-letter = J
princes-picture-profession-letter = P
princes-picture-recruiting-letter = R
princes-picture-legend = B builders · J jesters · in hand: P professions, R recruiting, + bonus, ★ prestige
# An object of the auction by the short name its stack shows.
princes-picture-object = { $object ->
    [Forest] Forest
    [Lake] Lake
    [Park] Park
    [Jester] Jester
    [Builder] Builder
    [Prestige] Prestige
    [Recruiting] Recruiting
   *[Landscape] Landscape
}
princes-picture-palazzo = Palazzo
princes-picture-palazzo-short = Pal.

## A hand's picture.
princes-picture-hand-line = { $who } · ƒ { $money } · { $points } PP · minimum work value { $minimum }
princes-picture-hand-title = { $game } · your hand
princes-picture-drawn = Drawn for you
princes-picture-drawn-note = keep one, the rest go under the deck
princes-picture-professions = Professions
princes-picture-professions-note = work value now, without bonus cards
princes-picture-no-profession = No profession card in hand.
princes-picture-recruiting = recruiting: play another's profession from the table
princes-picture-bonus = Bonus cards
princes-picture-bonus-note = each adds to one work's value
princes-picture-no-bonus = No bonus card.
princes-picture-prestige = Prestige cards
princes-picture-prestige-note = scored at the end: full (tied) points
princes-picture-no-prestige = No prestige card.
princes-picture-your-principality = Your principality
princes-picture-work-value = work value ✓
princes-picture-below-minimum = below minimum

## The scores' picture.
princes-picture-source = { $source ->
    [Works] Works
    [Buildings] Bldg
    [Landscapes] Land
    [Builders] Bldr
    [BestWork] Best
    [Prestige] Prest
    [Merchant] Merch
    [Banker] Bank
   *[Sold] Sold
}
princes-picture-final-title = { $game } · final scores
princes-picture-tie = A tie on points, broken as the rules say
princes-picture-so-far-title = { $game } · scores so far
princes-picture-under-way = Round { $round } of 7 · the game is still under way
princes-picture-pp-head = PP
princes-picture-sources-key = Works paid in points · Bldg buildings · Land landscapes · Bldr builders · Best best work · Prest prestige cards · Merch Merchant · Bank Banker
princes-picture-over-the-game = Points over the game
princes-picture-moves = moves

## The placement preview's picture.
princes-picture-preview-fits = ✓ it fits here
princes-picture-preview-cannot = ✗ it cannot go here
princes-picture-preview-title = Placing: { $piece }
princes-picture-off-grid = off the grid
princes-picture-preview-fits-here = It fits here.
