# Genoa: every word its board, hands, pickers, offers, refusals and pictures show.

## Its components, by the keys of the game's data.
genoa-building = { $building ->
    [villa_colini] Villa Colini
    [villa_monetti] Villa Monetti
    [villa_ricci] Villa Ricci
    [villa_zasteri] Villa Zasteri
    [city_hall] City Hall
    [guild_hall] Guild Hall
    [cathedral] Cathedral
    [post_office] Post Office
    [drinks] Drinks warehouse
    [metals] Metals warehouse
    [fabric] Fabric warehouse
    [spices] Spices warehouse
    [harbor] Harbor
    [coach_house] Coach House
    [park] Park
    [palace] Palace
    [tavern] Tavern
   *[inn] Inn
}
# A building's name, short, where its name does not fit on the map.
genoa-building-short = { $building ->
    [villa_colini] VCo
    [villa_monetti] VMo
    [villa_ricci] VRi
    [villa_zasteri] VZa
    [city_hall] CiH
    [guild_hall] Gui
    [cathedral] Cat
    [post_office] Pos
    [drinks] Drk
    [metals] Met
    [fabric] Fab
    [spices] Spi
    [harbor] Har
    [coach_house] Coa
    [park] Prk
    [palace] Pal
    [tavern] Tav
   *[inn] Inn
}
genoa-commodity = { $commodity ->
    [ale] ale
    [wine] wine
    [silver] silver
    [copper] copper
    [linen] linen
    [silk] silk
    [pepper] pepper
   *[saffron] saffron
}
# The two letters on a commodity tile in the pictures.
genoa-commodity-letters = { $commodity ->
    [ale] Al
    [wine] Wi
    [silver] Sv
    [copper] Cu
    [linen] Li
    [silk] Sk
    [pepper] Pe
   *[saffron] Sa
}
genoa-tile = { $tile ->
    [starting_space] Starting space
    [trade] Trade 1:1
    [commodity_of_choice] Commodity of your choice
    [building_action] Building action
   *[extra_action] Extra action
}
# A special tile's name beside its sign, whose letters say "1:1" already.
genoa-tile-short = { $tile ->
    [starting_space] Starting space
    [trade] Trade
    [commodity_of_choice] Commodity of your choice
    [building_action] Building action
   *[extra_action] Extra action
}
# The letters on a special tile in the pictures.
genoa-tile-letters = { $tile ->
    [starting_space] St
    [trade] 1:1
    [commodity_of_choice] Any
    [building_action] BA
   *[extra_action] +1
}
genoa-card-kind = { $kind ->
    [large_order] Large order
    [small_order] Small order
    [message] Message
   *[contract] Contract
}
# The letter on a card's back in the pictures.
genoa-card-letter = { $kind ->
    [large_order] L
    [small_order] S
    [message] M
   *[contract] C
}
genoa-nobody = nobody
genoa-anyone = anyone
genoa-nothing = nothing
genoa-marker = marker
genoa-a-marker = a marker
genoa-whoever-takes-it = whoever takes it

## What a side of an offer holds.
genoa-shown-ducats = { $n } ducats
genoa-shown-commodity = { $n } { $commodity }
genoa-shown-cards = { $n } { $kind } { $n ->
    [one] card
   *[other] cards
}
genoa-shown-tiles = { $n } { $tile }
genoa-shown-markers = { $n } { $n ->
    [one] marker
   *[other] markers
}

## Who decides what (the board's first line).
genoa-decision-start = { $tower } rolls for the tower's start (or plays a Starting space)
genoa-decision-window = { $waiting } to decide on the { $building }'s action: bid, pass, or — the tower player — take it
genoa-decision-acting = { $actor } is inside the { $building }'s action
genoa-decision-move = { $tower } steps the tower or stops
genoa-decision-acquire = { $tower } places a marker by the street at { $street } or lets the right go
genoa-decision-end-turn = { $tower } ends the turn
genoa-decision-over = The game is over

## What an offer is about.
genoa-about-trade = a trade
genoa-about-action = the action
genoa-about-move = a step to { $to }
genoa-about-move-action = a step to { $to } and its action
genoa-about-right = the right to the { $building }

## The choices of a picker.
genoa-item-card = card { $card }
genoa-take-card = a { $kind } card
genoa-villa-contract = draw a contract
genoa-villa-deliver = deliver large order { $card }
genoa-villa-deliver-for = deliver large order { $card } for a { $tile }
genoa-place-building = the { $building }
genoa-place-street = a street
genoa-place-market = the market
# A step of the tower: its way, with an arrow, then what lies there and the square.
genoa-step = { $way ->
    [north] ⬆️ North
    [east] ➡️ East
    [south] ⬇️ South
    [west] ⬅️ West
   *[none] Step
} to { $place } { $square }
genoa-choice-roll = Roll the dice for the tower's start
genoa-choice-start-at = Play a Starting space: start at { $square }
genoa-choice-take = Take the action yourself
genoa-choice-void = Declare the action void
genoa-choice-pass = Pass
genoa-choice-offer = Offer { $to } { $about }: give { $give }, ask { $ask }
genoa-choice-accept = Accept offer #{ $offer }
genoa-choice-decline = Decline offer #{ $offer }
genoa-choice-withdraw = Withdraw offer #{ $offer }
genoa-choice-receive = Receive the building's effect
genoa-choice-small-order = Deliver small order { $card }
genoa-choice-play-commodity = Play Commodity of your choice: take { $commodity }
genoa-choice-play-trade = Play Trade 1:1: give { $give }, take { $take }
genoa-choice-play-building = Play Building action: the { $building }
genoa-choice-play-building-villa = Play Building action: the { $building } ({ $villa })
genoa-choice-action-over = End the action
genoa-choice-stop = Stop the tower here
genoa-choice-place = Place a marker on the { $building }
genoa-choice-lapse = Let the right go
genoa-choice-end-turn = End the turn

## The picker.
genoa-picker-offers = Make an offer: { $first }–{ $last }
genoa-picker-choices = Choices: { $first }–{ $last }
genoa-picker-nothing = Nothing for you to decide now.
genoa-picker-content = What you may do now ({ $n } choices):
genoa-picker-paged = What you may do now ({ $n } choices, list page { $page } of { $pages }):
genoa-refused-not-on-list = That choice is not on the list.
genoa-refused-item-not-on-list = That item is not on the list.

## Offers in words.
genoa-offer-line = #{ $id } { $from } → { $to }, { $about }: gives { $give }, asks { $ask }
genoa-offer-line-void = { $line } — void: { $why }
genoa-void-subject-gone = what it was about is gone
genoa-void-lacks = { $who } does not hold what their side gives
genoa-void-no-marker-room = { $who } has no marker in supply to receive
genoa-void-no-action-left = { $who } has no action left
genoa-void-no-marker-in-hand = { $who } has no marker in hand to place
genoa-void-cannot-pay-bank = { $who } cannot pay the bank for placing

## The board.
genoa-final-scores = Final scores
genoa-round = Round
genoa-round-value = { $round } of { $rounds } · tower: { $tower }
genoa-ducats = Ducats
genoa-purse = { $who }: { $ducats } ducats
genoa-open-offers = Open offers
genoa-more-offers = … and { $n } more
genoa-act = Act…
genoa-my-hand = My hand

## A hand.
genoa-hand-title = { $game } game #{ $id } — your hand
genoa-markers = Markers
genoa-markers-value = { $hand } in hand · { $supply } in supply
genoa-offers-for-you = Offers for you to answer, and yours
genoa-withdraw = Withdraw #{ $offer }
genoa-accept = Accept #{ $offer }
genoa-decline = Decline #{ $offer }
genoa-face-large-order = large order: { $commodities } to the { $villa }
genoa-face-small-order = small order: { $commodity } at the { $building }
genoa-face-message = message: the { $first } and the { $second }
genoa-face-contract = contract: the { $building }
genoa-no-cards = No cards in hand.
genoa-contract-income = Contracts would pay { $ducats } ducats if the game ended now.

## The offer builder.
genoa-builder-give-placeholder = What you give (ducats by the buttons)
genoa-builder-ask-placeholder = What you ask for (ducats by the buttons)
# A button moving a side's ducats by a step: "Give +5 ducats", "Ask −1 ducat".
genoa-builder-ducats = { $side ->
    [give] Give
   *[ask] Ask
} { $sign }{ $n } { $n ->
    [one] ducat
   *[other] ducats
}
genoa-builder-send = Send offer
genoa-builder-reveal-yes = Show my cards to them: yes
genoa-builder-reveal-no = Show my cards to them: no
genoa-builder-back = Back to the list
genoa-builder-to-anyone = whoever accepts it first
genoa-builder-to-tower = { $who } (the tower player)
genoa-builder-title = **Your offer — not sent yet**
genoa-builder-to = To { $to }, for { $about }.
genoa-builder-you-give = You give: { $what }.
genoa-builder-you-ask = You ask for: { $what }.
genoa-builder-revealed = They see your cards' faces; everyone else sees only their kinds.
genoa-builder-hidden = Everyone, they too, sees only your cards' kinds.
genoa-builder-help = Change it below; each change redraws this preview. *Send offer* puts it on the table, where the rules judge it.
genoa-builder-card = card { $card } ({ $face })
genoa-builder-card-gone = card { $card } (no longer yours)
genoa-builder-card-face = card { $card }: { $face }
genoa-builder-tile = { $tile } tile
# The second, third… copy of an item in a select: "wine (2nd)".
genoa-builder-copy = { $copy ->
    [2] { $what } (2nd)
    [3] { $what } (3rd)
   *[other] { $what } ({ $copy }th)
}

## What happened (the board's log).
genoa-event-rolled = { $seat } rolled red { $red }, blue { $blue }
genoa-event-starting-space = { $seat } played a Starting space for { $square }
genoa-event-market-start = The tower started in the market: { $rounds } { $rounds ->
    [one] round
   *[other] rounds
} left
genoa-event-tower-placed = The tower starts on { $square }
genoa-event-stopped = The tower stopped
genoa-event-window-opened = The { $building } is open for its action
genoa-event-window-void-by-itself = Nobody could take the { $building }'s action
genoa-event-window-void = The { $building }'s action was declared void
genoa-event-offer-made = Offer { $id }: { $from } to { $to } for { $about }: gives { $give }, asks { $ask }
genoa-event-offer-withdrawn = Offer { $id } was withdrawn
genoa-event-offer-declined = Offer { $id } was declined
genoa-event-offer-lapsed = Offer { $id } lapsed
genoa-event-offer-accepted = { $by } accepted offer { $id }: { $from } gave { $give } for { $ask }
genoa-event-action-taken = { $seat } takes the { $building }'s action
genoa-event-action-taken-extra = { $seat } takes the { $building }'s action (an Extra action tile)
genoa-event-owner-income = { $owner } earns { $ducats } ducats as the { $building }'s owner
genoa-event-received = { $seat } receives { $what } at the { $building }
genoa-event-reshuffled = The { $pile } pile was reshuffled ({ $cards } cards)
genoa-event-large-order = { $seat } delivers large order { $card } for { $ducats } ducats
genoa-event-large-order-tile = { $seat } delivers large order { $card } for { $ducats } ducats and a { $tile } tile
genoa-event-small-order = { $seat } delivers small order { $card } for { $ducats } ducats
genoa-event-message = { $seat } delivers message { $card } for { $ducats } ducats
genoa-event-play-commodity = { $seat } plays Commodity of your choice for { $commodity }
genoa-event-play-trade = { $seat } plays Trade 1:1: { $give } for { $take }
genoa-event-play-building = { $seat } plays Building action at the { $building }
genoa-event-action-over = { $seat } ends the { $building }'s action
genoa-event-marker-placed = { $seat } places a marker on the { $building }
genoa-event-right-lapsed = The right of { $street } lapsed
genoa-event-turn-ended = { $seat } ends the turn
genoa-event-round-ended = The round ends: { $rounds } { $rounds ->
    [one] round
   *[other] rounds
} left
genoa-event-contracts-scored = { $seat } earns { $ducats } ducats for contracts
genoa-event-game-over = The game is over

## Why the rules refuse a decision.
genoa-refused-game-over = The game is over.
genoa-refused-wrong-moment = That is not a decision for this moment of the turn.
genoa-refused-tower-player-only = Only the tower player (seat { $seat }) decides that.
genoa-refused-not-for-tower-player = The tower player cannot do that.
genoa-refused-actor-only = Only the player inside the action (seat { $seat }) decides that.
genoa-refused-no-starting-space = No Starting space tile in hand.
genoa-refused-illegal-step = The tower cannot step there.
genoa-refused-no-action-left = No action left this turn.
genoa-refused-bid-stands = A valid bid stands: take the action or accept a bid.
genoa-refused-not-all-passed = Not every player who could act has passed yet.
genoa-refused-already-passed = Already passed.
genoa-refused-window-open = First close the open action.
genoa-refused-no-such-offer = No open offer { $offer }.
genoa-refused-not-addressed = Offer { $offer } is not addressed to this player.
genoa-refused-cannot-decline = A bid on an action cannot be declined.
genoa-refused-not-your-offer = Offer { $offer } is not this player's.
genoa-refused-offer-void = The offer cannot be accepted: { $why }.
genoa-refused-void-lacks = seat { $seat } does not hold what their side gives
genoa-refused-void-no-marker-room = seat { $seat } has no marker left to receive
genoa-refused-void-no-action-left = seat { $seat } has no action left
genoa-refused-void-no-marker-in-hand = seat { $seat } has no marker in hand to place
genoa-refused-void-cannot-pay-bank = seat { $seat } cannot pay the bank for placing
genoa-refused-bad-offer = That offer is not well formed: { $why }.
genoa-refused-effect-received = The effect has been received already.
genoa-refused-effect-first = Receive the effect first.
genoa-refused-order-done = One order per action.
genoa-refused-not-in-hand = That card is not in hand.
genoa-refused-wrong-card = That card is not for here.
genoa-refused-missing-commodities = The commodities it needs are missing.
genoa-refused-no-tile = No such tile in hand.
genoa-refused-supply-empty = The supply has none.
genoa-refused-not-owned = That building is not this player's.
genoa-refused-owned = That building has an owner.
genoa-refused-no-marker = No marker in hand.
genoa-refused-not-adjacent = Not next to the street of this right.
genoa-refused-too-few-ducats = Too few ducats.
genoa-refused-too-many-offers = No more offers can be numbered in this game.
genoa-bad-offer-to-self = no offer to oneself
genoa-bad-offer-bad-bid = a bid goes to the tower player and asks nothing back
genoa-bad-offer-bad-ask = an ask is the tower player's, for the current action, and gives nothing
genoa-bad-offer-no-subject = there is nothing to offer on at this moment
genoa-bad-offer-maker-lacks = the maker does not have what they give
genoa-bad-offer-maker-no-room = the maker has too few markers in supply to receive those asked
genoa-bad-offer-no-action = the one who would act has no action left
genoa-bad-offer-no-marker = the buyer of a right needs a marker in hand
genoa-bad-offer-empty = an empty trade
genoa-bad-offer-two-player-item = with two players, the tower player's opponent must give an item (G-100)
genoa-bad-offer-no-free-trade = plain trades are off in this game
genoa-bad-offer-not-allowed = no one else may be offered that
genoa-bad-offer-trades-open = three plain trades are open already: withdraw one first
genoa-bad-offer-table-full = the table holds as many open offers as it can
genoa-bad-offer-turn-limit = ten offers in one turn are the most a player may make

## The pictures: the board.
genoa-picture-assumed = Board layout assumed
genoa-picture-start = { $tower } places the tower
genoa-picture-window-decides = { $tower } decides the action at { $building }
genoa-picture-window-waiting = { $building }: waiting on { $seats }
genoa-picture-acting = { $who } acts at { $building }
genoa-picture-right = { $tower }: the right at { $street }
genoa-picture-over-won = Game over · won by { $winners }
genoa-picture-over = Game over
genoa-picture-dice = The dice name the square: red the column, blue the row
genoa-picture-rolls-or-plays = { $tower } rolls, or plays a Starting space
genoa-picture-any-square = to choose any square
genoa-picture-action-at = Action at { $building }:
genoa-picture-passed = · passed:
genoa-picture-may-void = { $tower } takes it, gives it for an offer, or declares it void
genoa-picture-take-or-accept = { $tower } takes it or accepts a bid
genoa-picture-asked = { $tower } has named a price: see the offers
genoa-picture-received = Effect received ✓
genoa-picture-not-received = Effect not received yet
genoa-picture-ordered = · an order completed ✓
# The tower's discs down, and the squares it may step to.
genoa-picture-discs = { $down } of { $discs } discs down · { $steps ->
    [0] no square to step to: the tower stops
    [one] 1 square to step to (marked)
   *[other] { $steps } squares to step to (marked)
}
# An acquisition right: where, whether it is done, now or next, and the buildings it may take.
genoa-picture-right-line = Right at { $street } ({ $mark ->
    [done] done
    [now] now
   *[next] next
}): { $to }
genoa-picture-or = { $first } or { $second }
genoa-picture-no-unowned = no unowned building
genoa-picture-won-by = Won by
genoa-picture-waiting-on = Waiting on:
genoa-picture-rounds-played = { $total } rounds played
genoa-picture-round = Round { $current } of { $total }
genoa-picture-last-round = the last
genoa-picture-rounds-left = { $n } left
genoa-picture-key-discs = discs in order ·
genoa-picture-key-tower = the tower ·
genoa-picture-key-step = a step (hollow: no action) ·
genoa-picture-key-stake = at stake
genoa-picture-supply = Supply
# A pile's name beside its card.
genoa-picture-pile-name = { $kind ->
    [large_order] Large order
    [small_order] Small order
    [message] Message
   *[contract] Contract
}
genoa-picture-pile = { $down } down · { $up } up
genoa-picture-players = Players
genoa-picture-offers-none = none
genoa-picture-offers-numbered = numbered as made
genoa-picture-market = Market
# A villa's sign: "C or deliver L".
genoa-picture-sign-or = or
genoa-picture-sign-deliver = deliver

## The pictures: players' holdings.
genoa-picture-no-goods = No commodities or tiles
genoa-picture-owns = · owns
genoa-picture-role-tower = tower
genoa-picture-actions = { $n ->
    [one] 1 action
   *[other] { $n } actions
}
genoa-picture-actions-none-left = { $n ->
    [one] 1 action
   *[other] { $n } actions
}, none left
genoa-picture-hand-supply = hand / supply
genoa-picture-ducats-head = ducats
genoa-picture-cards-in-hand = cards in hand

## The pictures: offers.
genoa-picture-square-building = { $building } { $square }
genoa-picture-square-street = street { $square }
genoa-picture-square-market = market { $square }
genoa-picture-about-trade = trade
genoa-picture-about-action-at = action at { $building }
genoa-picture-about-step = step to { $to }
genoa-picture-about-step-action = step to { $to }, with action
genoa-picture-about-right = right to { $building }
# A side of an offer summed up: "3 commodities".
genoa-picture-count = { $what ->
    [commodity] { $n ->
        [one] 1 commodity
       *[other] { $n } commodities
    }
    [card] { $n ->
        [one] 1 card
       *[other] { $n } cards
    }
    [tile] { $n ->
        [one] 1 tile
       *[other] { $n } tiles
    }
   *[marker] { $n ->
        [one] 1 marker
       *[other] { $n } markers
    }
}
genoa-picture-void = ✗ Void: { $why }
genoa-picture-offers-head = { $column ->
    [number] no.
    [from] from
    [to] to
    [about] about
    [gives] gives
   *[asks] asks
}
genoa-picture-void-line = ✗ Void, cannot be accepted: { $offers }
genoa-picture-more-offers = … and { $n ->
    [one] 1 more open offer
   *[other] { $n } more open offers
}, too many to draw here

## The pictures: a hand.
genoa-picture-hand-title = { $game } · your hand
genoa-picture-hand-line = { $who } · { $ducats } ducats · contracts would pay { $pay } now
genoa-picture-large-orders = Large orders
genoa-picture-large-orders-note = at the villa: { $ducats } ducats and a tile
genoa-picture-small-orders = Small orders
genoa-picture-small-orders-note = with the action there: { $ducats } ducats
genoa-picture-messages = Messages
genoa-picture-messages-note = tower at both in a turn: { $ducats } ducats
genoa-picture-contracts = Contracts
genoa-picture-contracts-note = owned, in groups of 1, 2…: { $pays }
genoa-picture-none-in-hand = None in hand.
genoa-picture-what-you-hold = What you hold
genoa-picture-your-offers = Your offers
genoa-picture-your-offers-note = made by you or to you
genoa-picture-you-lack = · you lack { $what }
genoa-picture-you-lack-it = · you lack it
# Whether a card can be completed now.
genoa-picture-status = { $status ->
    [yours] ✓ yours
    [not-yours] not yours yet
    [visited] ✓ both visited
    [not-visited] not yet
    [ready] ✓ ready
   *[not-ready] not ready
}

## The pictures: the scores.
genoa-picture-final-scores = { $game } · final scores
genoa-picture-scores-so-far = { $game } · scores so far
genoa-picture-tie = A tie on ducats, broken by the tie-break
genoa-picture-secret = { $n } rounds left · contracts are revealed and paid at the end
genoa-picture-tie-break-head = { $tie_break ->
    [commodities] Goods
   *[items] Items
}
genoa-picture-before = Before
genoa-picture-scores-key = Before: ducats before the contracts were paid · { $head }: { $tie_break ->
    [commodities] commodity tiles
   *[items] items held
}, the tie-break
genoa-picture-scores-key-now = Ducats held now; contracts are secret until the end
genoa-picture-ducats-over-game = Ducats over the game
genoa-picture-moves = moves
genoa-picture-contract-count = { $n } { $n ->
    [one] contract
   *[other] contracts
}:
genoa-picture-none-counted = none counted
genoa-picture-not-owned = · not owned:
