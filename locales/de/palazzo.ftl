# Palazzo: alle Wörter seines Spielplans, der Hände, der Auswahlen, der Ablehnungen und der Bilder.

## Das Spielmaterial.
# Ein Bauteil in Worten: „Etage 1 (Ziegel, 1 Fenster)“.
palazzo-tile = Etage { $floor } ({ $material ->
    [brick] Ziegel
    [sandstone] Sandstein
   *[marble] Marmor
}, { $windows } Fenster)
# Der Buchstabe des Baustoffs auf einem Bauteil.
palazzo-material-letter = { $material ->
    [brick] Z
    [sandstone] S
   *[marble] M
}
# Eine Geldkarte: „rote 5“, oder das 2er-Certificato.
palazzo-card = { $currency ->
    [red] rote { $value }
    [brown] braune { $value }
    [silver] silberne { $value }
   *[certificate] 2er-Certificato
}
palazzo-cards-none = keine Karten
# Der Name einer Währung als Überschrift, oder der der Certificati.
palazzo-currency-title = { $currency ->
    [red] Rot
    [brown] Braun
    [silver] Silbern
   *[certificate] 2er-Certificati
}
palazzo-empty = leer
palazzo-nothing = nichts
palazzo-no-palace-yet = noch kein Palazzo

## Wer was entscheidet (die erste Zeile des Spielplans).
palazzo-decision-choose = { $who } wählt: Geld nehmen, Bauteile aufdecken oder umbauen.
palazzo-decision-take-money = { $who } nimmt eine aufgedeckte Karte.
palazzo-decision-buy-or-auction = { $who } kauft aus dem Lager ({ $price } je Bauteil) oder versteigert.
palazzo-decision-bid = { $who } erhöht oder passt: Das Höchstgebot für Steinbruch { $quarry } ist **{ $high }**, von { $by }.
palazzo-decision-share-out = { $who } nimmt ein Bauteil aus dem Steinbruch, der verteilt wird.
palazzo-decision-build = { $who } verbaut { $count } { $count ->
    [one] Bauteil
   *[other] Bauteile
}.
palazzo-decision-over = Das Spiel ist vorbei.

## Der Spielplan.
palazzo-board-warehouse = Lager · { $price } je Bauteil
palazzo-board-quarries = Steinbrüche
palazzo-board-stacks = Stapel
palazzo-board-stacks-value = I { $one } · II { $two } · III { $three } · Reiter-Plättchen { $drawn }/5
palazzo-board-money = Geld
palazzo-board-money-value = Nachziehstapel { $deck } · Ablage { $discards }
palazzo-board-revealed = Aufgedecktes Geld
palazzo-board-auction = Versteigerung von Steinbruch { $quarry }
palazzo-bid-passed = { $who }: gepasst
palazzo-bid-none = noch kein Gebot
palazzo-bid-certificate = 3er-Certificato, { $cards }
palazzo-bid = { $who }: **{ $total }** ({ $cards })
palazzo-board-seat = { $who } — { $points } { $points ->
    [one] Pkt.
   *[other] Pkt.
} · { $cards } { $cards ->
    [one] Karte
   *[other] Karten
}
# Der Name eines Felds kann keine Erwähnung enthalten: Das steht für den Spieler dort.
palazzo-board-player = Spieler
palazzo-board-final-scores = Endwertung
palazzo-board-footer = Partie #{ $id } · Zug { $step } · { $pace } · 🟥 Ziegel 🟨 Sandstein ⬜ Marmor, Etage·Fenster
palazzo-tie-broken = Gleichstand entschieden durch die beste Einzelzahlung auf der Hand: { $ties }

## Die Knöpfe des Spielplans.
palazzo-button-hand = Meine Hand
palazzo-button-take-money = Geld nehmen
palazzo-button-draw-tiles = Bauteile aufdecken
palazzo-button-rebuild = Umbauen…
palazzo-button-buy = Kaufen…
palazzo-button-auction = Versteigern
palazzo-button-raise = Erhöhen…
palazzo-button-pass = Passen
palazzo-button-card-copies = { $card } (×{ $copies })
palazzo-take-tile = Nimm ein Bauteil
palazzo-build-tile = Baue { $tile }
palazzo-site-new = Neuen Palazzo beginnen
palazzo-site-out = Aus dem Spiel nehmen
palazzo-site-palace = Auf Palazzo { $palace }: { $tiles }

## Eine Hand.
palazzo-hand-title = Deine Hand · Palazzo, Partie #{ $id }
palazzo-hand-empty = Du hast keine Geldkarte.
palazzo-hand-count = { $count } { $count ->
    [one] Geldkarte
   *[other] Geldkarten
}.
palazzo-hand-groups = Dreiergruppen (je 15)
palazzo-hand-best = Beste Einzelzahlung
palazzo-hand-footer = Nur du siehst das.
palazzo-group-certificates = drei 2er-Certificati
palazzo-group = die drei { $value }er

## Die Auswahlen.
palazzo-buy-headline = **{ $count } { $count ->
    [one] Bauteil
   *[other] Bauteile
} kaufen** zu je { $price }: Zahle mindestens **{ $amount }**, in einer Währung mit Certificati und Dreiergruppen; Wechselgeld gibt es nicht.
palazzo-no-auction = Es läuft keine Versteigerung.
palazzo-raise-bound = { $currency ->
    [red] Dein Gebot ist in Rot: Lege nur rote Karten, Certificati und Dreiergruppen nach.
    [brown] Dein Gebot ist in Braun: Lege nur braune Karten, Certificati und Dreiergruppen nach.
   *[silver] Dein Gebot ist in Silbern: Lege nur silberne Karten, Certificati und Dreiergruppen nach.
}
palazzo-raise-headline = **Erhöhen**: Das Höchstgebot ist **{ $high }**; deins ist { $bid }. Lege mindestens **{ $add }** nach.
palazzo-pay-select = Wähle die Karten, mit denen du zahlst.
palazzo-pay-not-one = { $cards } — keine einzelne Zahlung: Nimm eine Währung{ $currency ->
    [red] {" "}(Rot)
    [brown] {" "}(Braun)
    [silver] {" "}(Silbern)
   *[none] {""}
}, Certificati und Dreiergruppen.
palazzo-pay-too-low = { $cards } — Wert **{ $value }**: reicht nicht (mindestens { $need }).
palazzo-pay-enough = { $cards } — Wert **{ $value }**: reicht ✅
palazzo-pay-group = { $currency ->
    [red] Rote Karten
    [brown] Braune Karten
    [silver] Silberne Karten
   *[certificate] 2er-Certificati
}
palazzo-button-pay = Zahlen
palazzo-button-raise-by = Erhöhen
palazzo-button-cheapest = Am günstigsten
palazzo-buy-which = { $max ->
    [one] Welches Bauteil kaufst du?
   *[other] Welche Bauteile (eins oder zwei) kaufst du?
} Jedes kostet { $price }.
palazzo-buy-placeholder = Bauteile aus dem Lager
palazzo-rebuild-detach = { $tile } aus Palazzo { $palace } ausbauen
palazzo-rebuild-insert = { $tile } in Palazzo { $palace } einbauen ({ $tiles })
palazzo-rebuild-remove = { $tile } aus dem Spiel nehmen
palazzo-rebuild-placeholder = Was baust du um?
palazzo-rebuild-headline = **Umbauen**: eine Änderung, bezahlt mit einer Geldkarte deiner Wahl.
palazzo-rebuild-pay = Welche Karte bezahlt den Umbau? Sie kommt auf den Ablagestapel.
palazzo-rebuild-pay-placeholder = Eine Geldkarte

## Was geschah.
palazzo-event-reshuffled = Der Ablagestapel ({ $cards } Karten) wird zu einem neuen Nachziehstapel gemischt
palazzo-event-money-revealed = { $who } nimmt Geld: { $cards } aufgedeckt
palazzo-event-money-taken = { $who } nimmt { $card }
palazzo-event-to-warehouse = { $tile } kommt ins Lager
palazzo-event-to-quarry = { $tile } kommt in Steinbruch { $quarry }
palazzo-event-game-end-tile = Reiter-Plättchen { $count } von 5 aufgedeckt
palazzo-event-bought = { $who } kauft { $count } { $count ->
    [one] Bauteil
   *[other] Bauteile
} für { $price } und zahlt { $paid }
palazzo-event-architect = Der Baumeister zieht zu Steinbruch { $quarry }
palazzo-event-nothing-to-auction = Kein Steinbruch hat ein Bauteil: Es gibt nichts zu versteigern
palazzo-event-auction-opened = { $who } versteigert Steinbruch { $quarry } und eröffnet mit 3
palazzo-event-share-out = Steinbruch { $quarry } hat { $count } Bauteile: Sie werden verteilt
palazzo-event-raised = { $who } legt { $cards } nach: Gebot { $total }
palazzo-event-passed = { $who } passt
palazzo-event-auction-won = { $who } ersteigert { $count } { $count ->
    [one] Bauteil
   *[other] Bauteile
} für { $total }
palazzo-event-tile-taken = { $who } nimmt { $tile }
palazzo-event-tiles-removed = { $count } { $count ->
    [one] Bauteil verlässt
   *[other] Bauteile verlassen
} das Spiel
palazzo-event-placed-palace = { $who } baut { $tile } auf Palazzo { $palace }
palazzo-event-placed-new = { $who } beginnt einen Palazzo mit { $tile }
palazzo-event-placed-out = { $who } nimmt { $tile } aus dem Spiel
palazzo-event-rebuilt-detach = { $who } zahlt { $card } und baut { $tile } aus: Es steht nun allein
palazzo-event-rebuilt-insert = { $who } zahlt { $card } und baut { $tile } in Palazzo { $palace } ein
palazzo-event-rebuilt-remove = { $who } zahlt { $card } und nimmt { $tile } aus dem Spiel
palazzo-event-turn = { $who } ist am Zug
palazzo-event-game-over = Das fünfte Reiter-Plättchen: Das Spiel ist vorbei

## Ablehnungen.
palazzo-refused-game-over = Das Spiel ist vorbei.
palazzo-refused-not-now = Das geht jetzt nicht: { $what ->
    [choose] Die Aktion des Zuges wird gewählt
    [take-money] Das aufgedeckte Geld wird genommen
    [buy-or-auction] Die aufgedeckten Bauteile werden gekauft oder versteigert
    [auction] Eine Versteigerung läuft
    [share-out] Ein Steinbruch wird verteilt
    [build] Erworbene Bauteile werden verbaut
    [over] Das Spiel ist vorbei
   *[other] Gerade wird etwas anderes entschieden
}.
palazzo-refused-not-enough-money-cards = Geld nehmen braucht { $needed } Karten im Nachziehstapel und auf der Ablage; es sind nur noch { $left }.
palazzo-refused-no-card-for-rebuild = Du hast keine Geldkarte, um einen Umbau zu bezahlen.
palazzo-refused-not-in-hand = Du hast { $card } nicht auf der Hand.
palazzo-refused-cards-not-in-hand = Du hast nicht alle diese Karten auf der Hand.
palazzo-refused-not-revealed = { $card } ist nicht unter den aufgedeckten Karten.
palazzo-refused-buy-count = Kaufe ein oder zwei verschiedene Bauteile aus dem Lager.
palazzo-refused-not-in-warehouse = Dieses Bauteil liegt nicht im Lager.
palazzo-refused-cannot-afford = Du kannst nicht einmal { $price } für ein Bauteil zahlen, also musst du versteigern.
palazzo-refused-warehouse-empty = Das Lager ist leer: Du musst versteigern.
palazzo-refused-not-a-payment = Diese Karten sind keine einzelne Zahlung: Nimm eine Währung, Certificati und Dreiergruppen.
palazzo-refused-payment-too-low = Deine Zahlung ist { $value } wert; der Preis ist { $price }.
palazzo-refused-wrong-currency = { $currency ->
    [red] Dein Gebot ist schon in Rot: Du darfst nur rote Karten, Certificati und Dreiergruppen nachlegen.
    [brown] Dein Gebot ist schon in Braun: Du darfst nur braune Karten, Certificati und Dreiergruppen nachlegen.
   *[silver] Dein Gebot ist schon in Silbern: Du darfst nur silberne Karten, Certificati und Dreiergruppen nachlegen.
}
palazzo-refused-empty-raise = Lege mindestens eine Karte nach, oder passe.
palazzo-refused-bid-too-low = Dein Gebot muss { $high } übertreffen: Mit diesen Karten kommt es auf { $total }.
palazzo-refused-not-in-quarry = Dieses Bauteil liegt nicht im Steinbruch, der verteilt wird.
palazzo-refused-not-pending = Du hast kein solches Bauteil zu verbauen.
palazzo-refused-no-such-palace = Du hast keinen Palazzo { $palace }.
palazzo-refused-not-on-top = Ein Bauteil der Etage { $floor } kann nicht auf Palazzo { $palace } gesetzt werden, der bis Etage { $top } reicht.
palazzo-refused-floor-taken = Palazzo { $palace } hat schon eine Etage { $floor }.
palazzo-refused-not-in-palaces = Du hast kein solches Bauteil in deinen Palazzi.
palazzo-refused-palace-too-small = Nur ein Bauteil aus einem Palazzo mit zwei oder mehr Bauteilen kann ausgebaut werden.
palazzo-refused-not-alone = Nur ein allein stehendes Bauteil kann eingebaut oder aus dem Spiel genommen werden.
palazzo-refused-same-palace = Ein Bauteil kann nicht in seinen eigenen Palazzo eingebaut werden.
palazzo-refused-nothing-to-rebuild = Du hast nichts umzubauen.

## Die Bilder.
palazzo-picture-choose = { $who }: Geld nehmen, Bauteile aufdecken oder umbauen
palazzo-picture-choose-no-money = { $who }: Bauteile aufdecken oder umbauen
palazzo-picture-take-money = { $who } nimmt eine aufgedeckte Karte
palazzo-picture-buy-or-auction = { $who }: für { $price } aus dem Lager kaufen oder versteigern
palazzo-picture-bid = { $who } erhöht oder passt · Höchstgebot { $high } von { $by }
palazzo-picture-share-out = { $who } nimmt ein Bauteil aus dem Steinbruch
palazzo-picture-build = { $who } verbaut { $count } { $count ->
    [one] Bauteil
   *[other] Bauteile
}
palazzo-picture-won = Spielende · Sieger: { $winners }
palazzo-picture-over = Spielende
palazzo-picture-warehouse = Lager
palazzo-picture-price = { $price } je Bauteil
palazzo-picture-legend-materials = Z Ziegel · S Sandstein · M Marmor
palazzo-picture-legend-tiles = große Zahl: die Etage · dunkle Kästchen: ihre Fenster · ★ alles ein Baustoff
palazzo-picture-palaces = Palazzi
palazzo-picture-stacks = Stapel
palazzo-picture-stack = { $stack ->
    [1] I
    [2] II
   *[3] III
}
palazzo-picture-game-end-tiles = Reiter-Plättchen
palazzo-picture-money-cards = Geldkarten
palazzo-picture-deck = Stapel
palazzo-picture-discards = Ablage { $count }
palazzo-picture-quarries = Steinbrüche
palazzo-picture-quarry = Steinbruch { $quarry }
palazzo-picture-architect = Baumeister
palazzo-picture-money-revealed = Aufgedecktes Geld
palazzo-picture-shared-out = Steinbruch wird verteilt
palazzo-picture-takes-first = { $who } nimmt zuerst
palazzo-picture-builds = { $who } baut
palazzo-picture-auction = Versteigerung von Steinbruch { $quarry }
palazzo-picture-auction-by = von { $who }
palazzo-picture-passed = gepasst
palazzo-picture-high = { $total } führt
palazzo-picture-certificate = 3er-Certificato
palazzo-picture-certificate-and = 3er-Cert. +
palazzo-picture-no-bid = noch kein Gebot
palazzo-picture-money-key = ● rot · ■ braun · ◆ silbern · blass, gerahmt: 2er-Certificato
palazzo-picture-seat = { $points } { $score ->
    [one] Punkt
   *[other] Punkte
} · { $cards } { $cards ->
    [one] Karte
   *[other] Karten
}
palazzo-picture-hand-title = Palazzo · deine Hand
palazzo-picture-hand-line = { $who } · { $count } { $count ->
    [one] Karte
   *[other] Karten
} · beste Zahlung { $best }
palazzo-picture-cards = Karten
palazzo-picture-groups = Dreiergruppen
palazzo-picture-groups-note = je 15, wenn zusammen gezahlt
palazzo-picture-other-cards = Weitere Karten
palazzo-picture-none = keine
palazzo-picture-in-all = { $total } insgesamt
palazzo-picture-final-title = Palazzo · Endwertung
palazzo-picture-tie = Gleichstand nach Punkten, entschieden durch die beste Einzelzahlung
palazzo-picture-so-far-title = Palazzo · Punktestand bisher
palazzo-picture-under-way = Das Spiel läuft noch
palazzo-picture-points = { $points } { $score ->
    [one] Punkt
   *[other] Punkte
}
palazzo-picture-payment = { $points } { $score ->
    [one] Punkt
   *[other] Punkte
} · Zahlung { $payment }
palazzo-picture-no-palace = kein Palazzo
palazzo-picture-more = +{ $count } weitere: { $points }
palazzo-picture-over-the-game = Punkte im Lauf des Spiels
palazzo-picture-moves = Züge
