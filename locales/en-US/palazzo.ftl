# Palazzo: every word its board, hands, pickers, refusals and pictures show.

## Its components.
# A building tile in words: "brick floor 1 (1 window)".
palazzo-tile = { $material ->
    [brick] brick
    [sandstone] sandstone
   *[marble] marble
} floor { $floor } ({ $windows } { $windows ->
    [one] window
   *[other] windows
})
# The material's letter drawn on a tile.
palazzo-material-letter = { $material ->
    [brick] B
    [sandstone] S
   *[marble] M
}
# A money card: "red 5", or the 2-certificate.
palazzo-card = { $currency ->
    [red] red { $value }
    [brown] brown { $value }
    [silver] silver { $value }
   *[certificate] 2-certificate
}
palazzo-cards-none = no cards
# A currency's name as a heading, or the certificates'.
palazzo-currency-title = { $currency ->
    [red] Red
    [brown] Brown
    [silver] Silver
   *[certificate] Certificates
}
palazzo-empty = empty
palazzo-nothing = nothing
palazzo-no-palace-yet = no palace yet

## Who decides what (the board's first line).
palazzo-decision-choose = { $who } chooses: take money, draw tiles or rebuild.
palazzo-decision-take-money = { $who } takes a revealed card.
palazzo-decision-buy-or-auction = { $who } buys from the warehouse ({ $price } a tile) or auctions.
palazzo-decision-bid = { $who } raises or passes: the high bid for quarry { $quarry } is **{ $high }**, by { $by }.
palazzo-decision-share-out = { $who } takes a tile from the quarry being shared out.
palazzo-decision-build = { $who } builds { $count } { $count ->
    [one] tile
   *[other] tiles
}.
palazzo-decision-over = The game is over.

## The board.
palazzo-board-warehouse = Warehouse · { $price } a tile
palazzo-board-quarries = Quarries
palazzo-board-stacks = Stacks
palazzo-board-stacks-value = I { $one } · II { $two } · III { $three } · game-end tiles { $drawn }/5
palazzo-board-money = Money
palazzo-board-money-value = deck { $deck } · discards { $discards }
palazzo-board-revealed = Revealed money
palazzo-board-auction = Auction of quarry { $quarry }
palazzo-bid-passed = { $who }: passed
palazzo-bid-none = no bid yet
palazzo-bid-certificate = 3-certificate, { $cards }
palazzo-bid = { $who }: **{ $total }** ({ $cards })
palazzo-board-seat = { $who } — { $points } { $points ->
    [one] pt
   *[other] pts
} · { $cards } { $cards ->
    [one] card
   *[other] cards
}
# A field's name cannot hold a mention: this stands for the player there.
palazzo-board-player = Player
palazzo-board-final-scores = Final scores
palazzo-board-footer = Game #{ $id } · move { $step } · { $pace } · 🟥 brick 🟨 sandstone ⬜ marble, floor·windows
palazzo-tie-broken = Tie broken by the best single payment in hand: { $ties }

## The board's controls.
palazzo-button-hand = My hand
palazzo-button-take-money = Take money
palazzo-button-draw-tiles = Draw tiles
palazzo-button-rebuild = Rebuild…
palazzo-button-buy = Buy…
palazzo-button-auction = Auction
palazzo-button-raise = Raise…
palazzo-button-pass = Pass
palazzo-button-card-copies = { $card } (×{ $copies })
palazzo-take-tile = Take a tile
palazzo-build-tile = Build { $tile }
palazzo-site-new = Start a new palace
palazzo-site-out = Put it out of the game
palazzo-site-palace = On palace { $palace }: { $tiles }

## A hand.
palazzo-hand-title = Your hand · Palazzo game #{ $id }
palazzo-hand-empty = You hold no money card.
palazzo-hand-count = { $count } money { $count ->
    [one] card
   *[other] cards
}.
palazzo-hand-groups = Groups of three (15 each)
palazzo-hand-best = Best single payment
palazzo-hand-footer = Only you can see this.
palazzo-group-certificates = three 2-certificates
palazzo-group = the three { $value }s

## The pickers.
palazzo-buy-headline = **Buy { $count } { $count ->
    [one] tile
   *[other] tiles
}** at { $price } each: pay at least **{ $amount }**, in one currency with certificates and groups; no change is given.
palazzo-no-auction = No auction is running.
palazzo-raise-bound = { $currency ->
    [red] Your bid holds red: add only red, certificates and groups.
    [brown] Your bid holds brown: add only brown, certificates and groups.
   *[silver] Your bid holds silver: add only silver, certificates and groups.
}
palazzo-raise-headline = **Raise**: the high bid is **{ $high }**; your bid is { $bid }. Add at least **{ $add }**.
palazzo-pay-select = Select the cards to pay with.
palazzo-pay-not-one = { $cards } — not one payment: use one currency{ $currency ->
    [red] {" "}(red)
    [brown] {" "}(brown)
    [silver] {" "}(silver)
   *[none] {""}
}, certificates and groups of three.
palazzo-pay-too-low = { $cards } — worth **{ $value }**: not enough (at least { $need }).
palazzo-pay-enough = { $cards } — worth **{ $value }**: pays ✅
palazzo-pay-group = { $currency ->
    [red] red cards
    [brown] brown cards
    [silver] silver cards
   *[certificate] 2-certificates
}
palazzo-button-pay = Pay
palazzo-button-raise-by = Raise
palazzo-button-cheapest = Cheapest
palazzo-buy-which = { $max ->
    [one] Which tile do you buy?
   *[other] Which tiles (one or two) do you buy?
} Each costs { $price }.
palazzo-buy-placeholder = Tiles from the warehouse
palazzo-rebuild-detach = Take { $tile } out of palace { $palace }
palazzo-rebuild-insert = Build { $tile } into palace { $palace } ({ $tiles })
palazzo-rebuild-remove = Put { $tile } out of the game
palazzo-rebuild-placeholder = What to rebuild
palazzo-rebuild-headline = **Rebuild**: one change, paid with one money card of your choice.
palazzo-rebuild-pay = Which card pays for the rebuild? It goes to the discards.
palazzo-rebuild-pay-placeholder = A money card

## What happened.
palazzo-event-reshuffled = The discards ({ $cards } cards) are shuffled into a new deck
palazzo-event-money-revealed = { $who } takes money: { $cards } revealed
palazzo-event-money-taken = { $who } takes { $card }
palazzo-event-to-warehouse = { $tile } goes to the warehouse
palazzo-event-to-quarry = { $tile } goes to quarry { $quarry }
palazzo-event-game-end-tile = Game-end tile { $count } of 5 drawn
palazzo-event-bought = { $who } buys { $count } { $count ->
    [one] tile
   *[other] tiles
} for { $price }, paying { $paid }
palazzo-event-architect = The architect moves to quarry { $quarry }
palazzo-event-nothing-to-auction = No quarry holds a tile: nothing to auction
palazzo-event-auction-opened = { $who } auctions quarry { $quarry } and opens at 3
palazzo-event-share-out = Quarry { $quarry } holds { $count } tiles: they are shared out
palazzo-event-raised = { $who } adds { $cards }: bid { $total }
palazzo-event-passed = { $who } passes
palazzo-event-auction-won = { $who } wins { $count } { $count ->
    [one] tile
   *[other] tiles
} for { $total }
palazzo-event-tile-taken = { $who } takes { $tile }
palazzo-event-tiles-removed = { $count } { $count ->
    [one] tile leaves
   *[other] tiles leave
} the game
palazzo-event-placed-palace = { $who } builds { $tile } on palace { $palace }
palazzo-event-placed-new = { $who } starts a palace with { $tile }
palazzo-event-placed-out = { $who } puts { $tile } out of the game
palazzo-event-rebuilt-detach = { $who } pays { $card } to take { $tile } out to stand alone
palazzo-event-rebuilt-insert = { $who } pays { $card } to build { $tile } into palace { $palace }
palazzo-event-rebuilt-remove = { $who } pays { $card } to put { $tile } out of the game
palazzo-event-turn = { $who }'s turn
palazzo-event-game-over = The fifth game-end tile: the game is over

## Refusals.
palazzo-refused-game-over = The game is over.
palazzo-refused-not-now = That is not possible now: { $what ->
    [choose] the turn's action is being chosen
    [take-money] the revealed money is being taken
    [buy-or-auction] the tiles drawn are to be bought or auctioned
    [auction] an auction is running
    [share-out] a quarry is being shared out
    [build] acquired tiles are being built
    [over] the game is over
   *[other] something else is being decided
}.
palazzo-refused-not-enough-money-cards = Taking money needs { $needed } cards in the deck and discards; only { $left } are left.
palazzo-refused-no-card-for-rebuild = You have no money card to pay for a rebuild.
palazzo-refused-not-in-hand = You do not hold { $card }.
palazzo-refused-cards-not-in-hand = You do not hold all of these cards.
palazzo-refused-not-revealed = { $card } is not among the revealed cards.
palazzo-refused-buy-count = Buy one or two different tiles from the warehouse.
palazzo-refused-not-in-warehouse = That tile is not in the warehouse.
palazzo-refused-cannot-afford = You cannot pay { $price } for even one tile, so you must auction.
palazzo-refused-warehouse-empty = The warehouse is empty: you must auction.
palazzo-refused-not-a-payment = These cards are not one payment: use one currency, certificates and groups of three.
palazzo-refused-payment-too-low = Your payment is worth { $value }; the price is { $price }.
palazzo-refused-wrong-currency = { $currency ->
    [red] Your bid already holds red: you may add only red, certificates and groups of three.
    [brown] Your bid already holds brown: you may add only brown, certificates and groups of three.
   *[silver] Your bid already holds silver: you may add only silver, certificates and groups of three.
}
palazzo-refused-empty-raise = Add at least one card, or pass.
palazzo-refused-bid-too-low = Your bid must beat { $high }: these cards bring it to { $total }.
palazzo-refused-not-in-quarry = That tile is not in the quarry being shared out.
palazzo-refused-not-pending = You have no such tile to build.
palazzo-refused-no-such-palace = You have no palace { $palace }.
palazzo-refused-not-on-top = A floor-{ $floor } tile cannot go on top of palace { $palace }, which reaches floor { $top }.
palazzo-refused-floor-taken = Palace { $palace } already has a floor { $floor }.
palazzo-refused-not-in-palaces = You have no such tile in your palaces.
palazzo-refused-palace-too-small = Only a tile of a palace of two or more tiles can be taken out.
palazzo-refused-not-alone = Only a tile standing alone can be moved or put out of the game.
palazzo-refused-same-palace = A tile cannot be built into its own palace.
palazzo-refused-nothing-to-rebuild = You have nothing to rebuild.

## The pictures.
palazzo-picture-choose = { $who }: take money, draw tiles or rebuild
palazzo-picture-choose-no-money = { $who }: draw tiles or rebuild
palazzo-picture-take-money = { $who } takes a revealed card
palazzo-picture-buy-or-auction = { $who }: buy from the warehouse for { $price } or auction
palazzo-picture-bid = { $who } raises or passes · high bid { $high } by { $by }
palazzo-picture-share-out = { $who } takes a tile of the quarry
palazzo-picture-build = { $who } builds { $count } { $count ->
    [one] tile
   *[other] tiles
}
palazzo-picture-won = Game over · won by { $winners }
palazzo-picture-over = Game over
palazzo-picture-warehouse = Warehouse
palazzo-picture-price = { $price } a tile
palazzo-picture-legend-materials = B brick · S sandstone · M marble
palazzo-picture-legend-tiles = large number: the floor · dark boxes: its windows · ★ all one material
palazzo-picture-palaces = Palaces
palazzo-picture-stacks = Stacks
palazzo-picture-stack = { $stack ->
    [1] I
    [2] II
   *[3] III
}
palazzo-picture-game-end-tiles = Game-end tiles
palazzo-picture-money-cards = Money cards
palazzo-picture-deck = deck
palazzo-picture-discards = { $count } discards
palazzo-picture-quarries = Quarries
palazzo-picture-quarry = Quarry { $quarry }
palazzo-picture-architect = architect
palazzo-picture-money-revealed = Money revealed
palazzo-picture-shared-out = Quarry shared out
palazzo-picture-takes-first = { $who } takes first
palazzo-picture-builds = { $who } builds
palazzo-picture-auction = Auction of quarry { $quarry }
palazzo-picture-auction-by = by { $who }
palazzo-picture-passed = passed
palazzo-picture-high = { $total } high
palazzo-picture-certificate = 3-certificate
palazzo-picture-certificate-and = 3-cert. +
palazzo-picture-no-bid = no bid yet
palazzo-picture-money-key = ● red · ■ brown · ◆ silver · pale, framed: 2-certificate
palazzo-picture-seat = { $points } { $score ->
    [one] point
   *[other] points
} · { $cards } { $cards ->
    [one] card
   *[other] cards
}
palazzo-picture-hand-title = Palazzo · your hand
palazzo-picture-hand-line = { $who } · { $count } { $count ->
    [one] card
   *[other] cards
} · best payment { $best }
palazzo-picture-cards = Cards
palazzo-picture-groups = Groups of three
palazzo-picture-groups-note = 15 each when paid together
palazzo-picture-other-cards = Other cards
palazzo-picture-none = none
palazzo-picture-in-all = { $total } in all
palazzo-picture-final-title = Palazzo · final scores
palazzo-picture-tie = A tie on points, broken by the best single payment
palazzo-picture-so-far-title = Palazzo · scores so far
palazzo-picture-under-way = The game is still under way
palazzo-picture-points = { $points } { $score ->
   *[other] points
}
palazzo-picture-payment = { $points } { $score ->
   *[other] points
} · payment { $payment }
palazzo-picture-no-palace = no palace
palazzo-picture-more = +{ $count } more: { $points }
palazzo-picture-over-the-game = Points over the game
palazzo-picture-moves = moves
