# Alhambra: every word its board, hands, payment picker, refusals and pictures show.

## Its components, as the messages below say them (each refers to them with its own variables).
# A currency's name, small (on a money card).
alhambra-currency = { $currency ->
    [denar] denar
    [dirham] dirham
    [ducat] ducat
   *[florin] florin
}
# A currency's name for an amount: "9 ducats"; and after "richest in" (German needs the dative).
alhambra-currencies = { $currency ->
    [denar] denars
    [dirham] dirhams
    [ducat] ducats
   *[florin] florins
}
alhambra-currencies-dative = { alhambra-currencies }
# A building type's name: in a sentence, with "the", and as a heading or on a card.
alhambra-type = { $kind ->
    [pavilion] pavilion
    [seraglio] seraglio
    [arcades] arcades
    [chambers] chambers
    [garden] garden
   *[tower] tower
}
alhambra-type-the = the { alhambra-type }
alhambra-type-title = { $kind ->
    [pavilion] Pavilion
    [seraglio] Seraglio
    [arcades] Arcades
    [chambers] Chambers
    [garden] Garden
   *[tower] Tower
}
# A currency's name as a heading.
alhambra-currency-title = { $currency ->
    [denar] Denar
    [dirham] Dirham
    [ducat] Ducat
   *[florin] Florin
}
# A building type's initial on its badge.
alhambra-type-initial = { $kind ->
    [pavilion] P
    [seraglio] S
    [arcades] A
    [chambers] C
    [garden] G
   *[tower] T
}
# A money card in words: "dirham 4".
alhambra-card = { alhambra-currency } { $value }
# A building in words: "garden (10)".
alhambra-building = { alhambra-type } ({ $price })
# A type's points in a scoring: "chambers 4".
alhambra-type-points = { alhambra-type } { $points }
alhambra-none = none
alhambra-nothing = nothing
alhambra-no-building = no building
alhambra-dirk = Dirk
alhambra-dirk-imaginary = Dirk (imaginary)
alhambra-money-cards = { $count } money { $count ->
    [one] card
   *[other] cards
}

## The board.
alhambra-title = Alhambra
alhambra-decision = { $who } takes money or buys a building (action { $action } of at most { $max }).
alhambra-decision-over = The game is over.
alhambra-board-yard = Construction yard
alhambra-board-display = Money on display
alhambra-board-seat = { $who } · { $points } { $points ->
    [one] pt
   *[other] pts
}
alhambra-board-dirk = Dirk (imaginary) · { $points } { $points ->
    [one] pt
   *[other] pts
}
alhambra-board-scorings = Scorings
alhambra-board-final-scores = Final scores
alhambra-board-footer = Buildings left { $buildings } · money deck { $money } · discards { $discards } · { $pace }
alhambra-scoring-at-end = { $scoring } at the end
alhambra-scorings-to-come = To come: { $scorings }
alhambra-shared-victory = A shared victory.

## The board's controls.
alhambra-button-hand = My hand
alhambra-take-money = Take money: one card, or several adding up to 5 at most
alhambra-button-buy = Buy { alhambra-type-title } { $price }…
alhambra-button-pass = Pass

## A hand.
alhambra-hand-title = Your hand · Alhambra game #{ $id }
alhambra-hand-count = { $count } money { $count ->
    [one] card
   *[other] cards
}.

## The payment picker.
alhambra-picker-title = Buy the { alhambra-type-title } for { $price } { alhambra-currencies }
alhambra-picker-held = Your { alhambra-currencies }: { $values } ({ $total }).
alhambra-picker-selected = Selected: { $values } = { $paid }.
alhambra-pay-select = Select the cards to pay with.
alhambra-pay-short = { $paid } is not enough: the price is { $price }.
alhambra-pay-exact = Pays exactly { $price }: you take **another action** after buying.
alhambra-pay-over = Pays { $paid } for { $price }: there is no change, and your turn ends after buying.
alhambra-button-pay = Pay
alhambra-button-cheapest = Cheapest
alhambra-button-pay-dirk = Pay, and give it to Dirk
alhambra-picker-placeholder = The { alhambra-currencies } to pay with

## Refusals.
alhambra-refused-game-over = The game is over.
alhambra-refused-nothing-taken = Take at least one money card.
alhambra-refused-not-on-display = { $card } is not on display.
alhambra-refused-too-much-money = Several money cards may add up to at most 5: these add up to { $total }.
alhambra-refused-empty-slot = The { alhambra-currency } slot is empty until the turn ends.
alhambra-refused-cards-not-in-hand = You do not hold all of these cards.
alhambra-refused-wrong-currency = The building in the { alhambra-currency } slot is paid in { alhambra-currencies }: { $card } is not.
alhambra-refused-payment-too-low = That { alhambra-type } costs { $price } { alhambra-currencies }: your payment brings { $value }.
alhambra-refused-cannot-afford = Your { alhambra-currencies } add up to { $held }: the { alhambra-type-title } costs { $price }.
alhambra-refused-no-dirk = Only in the 2-player game can a building be given to Dirk.
alhambra-refused-cannot-pass = You can still take money or buy a building: pass only when you can do neither.

## What happened.
alhambra-event-money-taken = { $who } takes { $cards }
alhambra-event-bought = { $who } buys the { alhambra-type } for { $price } { alhambra-currencies }, paying { $paid }{ $dirk ->
    [yes] , and gives it to Dirk
   *[no] {""}
}{ $exact ->
    [yes] : paid exactly, another action
   *[no] {""}
}
alhambra-event-passed = { $who } can do nothing and passes
alhambra-event-building-drawn = The { alhambra-type } ({ $price }) goes to the { alhambra-currency } slot
alhambra-event-money-drawn = { $card } goes on display
alhambra-event-reshuffled = The discards ({ $cards } cards) are shuffled into a new deck
alhambra-event-scored = Scoring { $scoring }: { $scores }
alhambra-event-score = { $who } scores { $total } ({ $types })
alhambra-event-score-none = { $who } scores 0
alhambra-event-dirk-takes = Dirk takes { $buildings }
alhambra-event-dirk-takes-none = Dirk takes no building: the deck is empty
alhambra-event-run-out = The building deck is empty and { $count } { $count ->
    [one] slot
   *[other] slots
} cannot be refilled: the game ends
alhambra-event-awarded = { $who }, richest in { alhambra-currencies }, takes the { alhambra-type } ({ $price })
alhambra-event-not-awarded = Nobody is richest in { alhambra-currencies }: the { alhambra-type } ({ $price }) leaves the game
alhambra-event-turn = { $who }'s turn
alhambra-event-game-over = The game is over

## The pictures.
alhambra-picture-decision = { $who } takes money or buys · action { $action } of at most { $max }
alhambra-picture-won = Game over · won by { $winners }
alhambra-picture-over = Game over
alhambra-picture-yard = Construction yard
alhambra-picture-yard-note = paid in the slot's currency
alhambra-picture-display = Money on display
alhambra-picture-footer = Buildings left { $buildings } · money deck { $money } · discards { $discards }
alhambra-picture-out-of-game = { $count } out of the game
alhambra-picture-bought = bought
alhambra-picture-stake = + points if scoring { $scoring } were now
alhambra-picture-buildings = Buildings
alhambra-picture-cards = cards
alhambra-picture-imaginary = imaginary
alhambra-picture-scorings = Scorings
alhambra-picture-next = { $scoring } next
alhambra-picture-later = { $scoring } later
alhambra-picture-total = Total
alhambra-picture-stake-key = (n): what the next scoring would give if it were now
alhambra-picture-hand-title = Alhambra · your hand
alhambra-picture-hand-line = { $who } · { $count } money { $count ->
    [one] card
   *[other] cards
}
alhambra-picture-by-currency = Money by currency
alhambra-picture-in-all = { $total } in all
alhambra-picture-short = on sale: short by { $short }
alhambra-picture-exactly = on sale: exactly
alhambra-picture-can-pay = on sale: can pay
alhambra-picture-final-title = Alhambra · final scores
alhambra-picture-so-far-title = Alhambra · scores so far
alhambra-picture-under-way = The game is still under way
alhambra-picture-points = { $points } { $points ->
   *[other] points
}
alhambra-picture-no-points = no points
alhambra-picture-over-the-game = Points over the game
alhambra-picture-moves = moves
