# Alhambra: alle Wörter seines Spielplans, der Hände, der Zahlungsauswahl, der Ablehnungen und der Bilder.

## Das Spielmaterial, wie es die Nachrichten unten sagen (jede mit ihren eigenen Variablen).
# Der Name einer Währung, klein (auf einer Geldkarte).
alhambra-currency = { $currency ->
    [denar] Denar
    [dirham] Dirham
    [ducat] Dukaten
   *[florin] Gulden
}
# Der Name einer Währung für einen Betrag: „9 Dukaten“; und im Dativ: „an Denaren“.
alhambra-currencies = { $currency ->
    [denar] Denare
    [dirham] Dirham
    [ducat] Dukaten
   *[florin] Gulden
}
alhambra-currencies-dative = { $currency ->
    [denar] Denaren
    [dirham] Dirham
    [ducat] Dukaten
   *[florin] Gulden
}
# Der Name einer Gebäudeart: im Satz, mit Artikel (Akkusativ), und als Überschrift.
alhambra-type = { $kind ->
    [pavilion] Pavillon
    [seraglio] Serail
    [arcades] Arkaden
    [chambers] Gemächer
    [garden] Garten
   *[tower] Turm
}
alhambra-type-the = { $kind ->
    [pavilion] den Pavillon
    [seraglio] das Serail
    [arcades] die Arkaden
    [chambers] die Gemächer
    [garden] den Garten
   *[tower] den Turm
}
alhambra-type-title = { alhambra-type }
# Der Name einer Währung als Überschrift.
alhambra-currency-title = { $currency ->
    [denar] Denar
    [dirham] Dirham
    [ducat] Dukaten
   *[florin] Gulden
}
# Der Anfangsbuchstabe einer Gebäudeart (zwei, wo Gemächer und Garten ihn teilen).
alhambra-type-initial = { $kind ->
    [pavilion] P
    [seraglio] S
    [arcades] A
    [chambers] Ge
    [garden] Ga
   *[tower] T
}
# Eine Geldkarte in Worten: „Dirham 4“.
alhambra-card = { alhambra-currency } { $value }
# Ein Gebäude in Worten: „Garten (10)“.
alhambra-building = { alhambra-type } ({ $price })
# Die Punkte einer Art in einer Wertung: „Gemächer 4“.
alhambra-type-points = { alhambra-type } { $points }
alhambra-none = keine
alhambra-nothing = nichts
alhambra-no-building = kein Gebäude
alhambra-dirk = Dirk
alhambra-dirk-imaginary = Dirk (imaginär)
alhambra-money-cards = { $count } { $count ->
    [one] Geldkarte
   *[other] Geldkarten
}

## Der Spielplan.
alhambra-title = Alhambra
alhambra-decision = { $who } nimmt Geld oder kauft ein Gebäude (Aktion { $action } von höchstens { $max }).
alhambra-decision-over = Das Spiel ist vorbei.
alhambra-board-yard = Bauhof
alhambra-board-display = Geld in der Auslage
alhambra-board-seat = { $who } · { $points } { $points ->
    [one] Pkt.
   *[other] Pkt.
}
alhambra-board-dirk = Dirk (imaginär) · { $points } { $points ->
    [one] Pkt.
   *[other] Pkt.
}
alhambra-board-scorings = Wertungen
alhambra-board-final-scores = Endwertung
alhambra-board-footer = Gebäude übrig { $buildings } · Geldstapel { $money } · Ablage { $discards } · { $pace }
alhambra-scoring-at-end = { $scoring } am Ende
alhambra-scorings-to-come = Noch offen: { $scorings }
alhambra-shared-victory = Ein geteilter Sieg.

## Die Knöpfe des Spielplans.
alhambra-button-hand = Meine Hand
alhambra-take-money = Geld nehmen: eine Karte, oder mehrere mit zusammen höchstens 5
alhambra-button-buy = { alhambra-type } { $price } kaufen…
alhambra-button-pass = Passen

## Eine Hand.
alhambra-hand-title = Deine Hand · Alhambra, Partie #{ $id }
alhambra-hand-count = { $count } { $count ->
    [one] Geldkarte
   *[other] Geldkarten
}.

## Die Zahlungsauswahl.
alhambra-picker-title = Kaufe { alhambra-type-the } für { $price } { alhambra-currencies }
alhambra-picker-held = Deine { alhambra-currencies }: { $values } ({ $total }).
alhambra-picker-selected = Ausgewählt: { $values } = { $paid }.
alhambra-pay-select = Wähle die Karten, mit denen du zahlst.
alhambra-pay-short = { $paid } reicht nicht: Der Preis ist { $price }.
alhambra-pay-exact = Zahlt passend { $price }: Nach dem Kauf hast du **eine weitere Aktion**.
alhambra-pay-over = Zahlt { $paid } für { $price }: Wechselgeld gibt es nicht, und dein Zug endet nach dem Kauf.
alhambra-button-pay = Zahlen
alhambra-button-cheapest = Am günstigsten
alhambra-button-pay-dirk = Zahlen und Dirk schenken
alhambra-picker-placeholder = Die { alhambra-currencies }, mit denen du zahlst

## Ablehnungen.
alhambra-refused-game-over = Das Spiel ist vorbei.
alhambra-refused-nothing-taken = Nimm mindestens eine Geldkarte.
alhambra-refused-not-on-display = { $card } liegt nicht in der Auslage.
alhambra-refused-too-much-money = Mehrere Geldkarten dürfen zusammen höchstens 5 ergeben: Diese ergeben { $total }.
alhambra-refused-empty-slot = Das { alhambra-currency }-Feld im Bauhof bleibt bis zum Ende des Zuges leer.
alhambra-refused-cards-not-in-hand = Du hast nicht alle diese Karten auf der Hand.
alhambra-refused-wrong-currency = Das Gebäude auf dem { alhambra-currency }-Feld wird mit { alhambra-currencies-dative } bezahlt, { $card } passt nicht.
alhambra-refused-payment-too-low = Der Preis für { alhambra-type-the } ist { $price } { alhambra-currencies }: Deine Zahlung bringt { $value }.
alhambra-refused-cannot-afford = Deine { alhambra-currencies } ergeben zusammen { $held }: Der Preis für { alhambra-type-the } ist { $price }.
alhambra-refused-no-dirk = Nur im Spiel zu zweit kann ein Gebäude Dirk geschenkt werden.
alhambra-refused-cannot-pass = Du kannst noch Geld nehmen oder ein Gebäude kaufen: Passe nur, wenn du beides nicht kannst.

## Was geschah.
alhambra-event-money-taken = { $who } nimmt { $cards }
alhambra-event-bought = { $who } kauft { alhambra-type-the } für { $price } { alhambra-currencies } und zahlt { $paid }{ $dirk ->
    [yes] , und schenkt es Dirk
   *[no] {""}
}{ $exact ->
    [yes] : passend bezahlt, noch eine Aktion
   *[no] {""}
}
alhambra-event-passed = { $who } kann nichts tun und passt
alhambra-event-building-drawn = Neu auf dem { alhambra-currency }-Feld: { alhambra-type } ({ $price })
alhambra-event-money-drawn = { $card } kommt in die Auslage
alhambra-event-reshuffled = Der Ablagestapel ({ $cards } Karten) wird zu einem neuen Geldstapel gemischt
alhambra-event-scored = Wertung { $scoring }: { $scores }
alhambra-event-score = { $who } erhält { $total } ({ $types })
alhambra-event-score-none = { $who } erhält 0
alhambra-event-dirk-takes = Dirk nimmt { $buildings }
alhambra-event-dirk-takes-none = Dirk nimmt kein Gebäude: Der Stapel ist leer
alhambra-event-run-out = Der Gebäudestapel ist leer und { $count } { $count ->
    [one] Feld kann
   *[other] Felder können
} nicht aufgefüllt werden: Das Spiel endet
alhambra-event-awarded = { $who }, am reichsten an { alhambra-currencies-dative }, nimmt { alhambra-type-the } ({ $price })
alhambra-event-not-awarded = Niemand ist am reichsten an { alhambra-currencies-dative }, also bekommt niemand { alhambra-type-the } ({ $price })
alhambra-event-turn = { $who } ist am Zug
alhambra-event-game-over = Das Spiel ist vorbei

## Die Bilder.
alhambra-picture-decision = { $who } nimmt Geld oder kauft · Aktion { $action } von höchstens { $max }
alhambra-picture-won = Spielende · Sieger: { $winners }
alhambra-picture-over = Spielende
alhambra-picture-yard = Bauhof
alhambra-picture-yard-note = bezahlt in der Währung des Felds
alhambra-picture-display = Geld in der Auslage
alhambra-picture-footer = Gebäude übrig { $buildings } · Geldstapel { $money } · Ablage { $discards }
alhambra-picture-out-of-game = { $count } aus dem Spiel
alhambra-picture-bought = gekauft
alhambra-picture-stake = + Punkte, wenn jetzt Wertung { $scoring } wäre
alhambra-picture-buildings = Gebäude
alhambra-picture-cards = Karten
alhambra-picture-imaginary = imaginär
alhambra-picture-scorings = Wertungen
alhambra-picture-next = { $scoring } folgt
alhambra-picture-later = { $scoring } später
alhambra-picture-total = Summe
alhambra-picture-stake-key = (n): was die nächste Wertung ergäbe, wenn sie jetzt wäre
alhambra-picture-hand-title = Alhambra · deine Hand
alhambra-picture-hand-line = { $who } · { $count } { $count ->
    [one] Geldkarte
   *[other] Geldkarten
}
alhambra-picture-by-currency = Geld nach Währung
alhambra-picture-in-all = { $total } insgesamt
alhambra-picture-short = im Angebot: { $short } zu wenig
alhambra-picture-exactly = im Angebot: passend
alhambra-picture-can-pay = im Angebot: bezahlbar
alhambra-picture-final-title = Alhambra · Endwertung
alhambra-picture-so-far-title = Alhambra · Punktestand bisher
alhambra-picture-under-way = Das Spiel läuft noch
alhambra-picture-points = { $points } { $points ->
    [one] Punkt
   *[other] Punkte
}
alhambra-picture-no-points = keine Punkte
alhambra-picture-over-the-game = Punkte im Lauf des Spiels
alhambra-picture-moves = Züge
