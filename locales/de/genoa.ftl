# Die Händler von Genua: alle Wörter des Spielplans, der Hände, der Auswahlen, Angebote,
# Ablehnungen und Bilder. Begriffe der deutschen Ausgabe (alea 2001): Händlerturm, Zugspieler,
# Besitzmarker, Privileg, Botschaft, Dukaten, Gasse, Marktplatz.

## Das Spielmaterial, nach den Schlüsseln der Spieldaten.
genoa-building = { $building ->
    [villa_colini] Villa Colini
    [villa_monetti] Villa Monetti
    [villa_ricci] Villa Ricci
    [villa_zasteri] Villa Zasteri
    [city_hall] Rathaus
    [guild_hall] Gildehalle
    [cathedral] Kathedrale
    [post_office] Poststation
    [drinks] Getränkelager
    [metals] Metalllager
    [fabric] Tuchlager
    [spices] Gewürzlager
    [harbor] Hafen
    [coach_house] Kutscherei
    [park] Park
    [palace] Palast
    [tavern] Taverne
   *[inn] Trattoria
}
# Der Name eines Gebäudes kurz, wo der volle Name auf dem Plan keinen Platz hat.
genoa-building-short = { $building ->
    [villa_colini] VCo
    [villa_monetti] VMo
    [villa_ricci] VRi
    [villa_zasteri] VZa
    [city_hall] Rat
    [guild_hall] Gil
    [cathedral] Kat
    [post_office] Pos
    [drinks] Getränke
    [metals] Metall
    [fabric] Tuch
    [spices] Gewürze
    [harbor] Haf
    [coach_house] Kut
    [park] Prk
    [palace] Pal
    [tavern] Tav
   *[inn] Tra
}
genoa-commodity = { $commodity ->
    [ale] Bier
    [wine] Wein
    [silver] Silber
    [copper] Kupfer
    [linen] Leinen
    [silk] Seide
    [pepper] Pfeffer
   *[saffron] Safran
}
# Die zwei Buchstaben auf einem Warenstein in den Bildern.
genoa-commodity-letters = { $commodity ->
    [ale] Bi
    [wine] We
    [silver] Ag
    [copper] Cu
    [linen] Le
    [silk] Se
    [pepper] Pf
   *[saffron] Sa
}
genoa-tile = { $tile ->
    [starting_space] Beliebiges Startfeld
    [trade] 1:1 Tausch
    [commodity_of_choice] Beliebige Ware
    [building_action] Gebäudeaktion
   *[extra_action] Extraaktion
}
# Der Name einer Sonderkarte neben ihrem Zeichen, das „1:1“ schon sagt.
genoa-tile-short = { $tile ->
    [starting_space] Startfeld
    [trade] Tausch
    [commodity_of_choice] Beliebige Ware
    [building_action] Gebäudeaktion
   *[extra_action] Extraaktion
}
# Die Buchstaben auf einer Sonderkarte in den Bildern.
genoa-tile-letters = { $tile ->
    [starting_space] St
    [trade] 1:1
    [commodity_of_choice] Bel
    [building_action] GA
   *[extra_action] +1
}
genoa-card-kind = { $kind ->
    [large_order] Großer Auftrag
    [small_order] Kleiner Auftrag
    [message] Botschaft
   *[contract] Privileg
}
# Der Buchstabe auf der Rückseite einer Karte in den Bildern.
genoa-card-letter = { $kind ->
    [large_order] G
    [small_order] K
    [message] B
   *[contract] P
}
genoa-nobody = niemand
genoa-anyone = alle
genoa-nothing = nichts
genoa-marker = Besitzmarker
genoa-a-marker = ein Besitzmarker
genoa-whoever-takes-it = wer es annimmt

## Was eine Seite eines Angebots enthält.
genoa-shown-ducats = { $n } Dukaten
genoa-shown-commodity = { $n } { $commodity }
genoa-shown-cards = { $n } { $n ->
    [one] Karte
   *[other] Karten
} „{ $kind }“
genoa-shown-tiles = { $n } { $tile }
genoa-shown-markers = { $n } Besitzmarker

## Wer was entscheidet (die erste Zeile des Spielplans).
genoa-decision-start = { $tower } würfelt den Start des Händlerturms aus (oder spielt ein Beliebiges Startfeld)
genoa-decision-window = Am Zug: { $waiting } — Aktion { $building }: bieten, passen oder (der Zugspieler) selbst ausführen
genoa-decision-acting = { $actor } führt die Aktion aus: { $building }
genoa-decision-move = { $tower } bewegt den Händlerturm oder hält an
genoa-decision-acquire = { $tower } setzt einen Besitzmarker an der Gasse { $street } oder verzichtet auf das Recht
genoa-decision-end-turn = { $tower } beendet den Spielzug
genoa-decision-over = Das Spiel ist vorbei

## Worum es in einem Angebot geht.
genoa-about-trade = einen Handel
genoa-about-action = die Aktion
genoa-about-move = einen Schritt nach { $to }
genoa-about-move-action = einen Schritt nach { $to } samt Aktion
genoa-about-right = das Recht auf { $building }

## Die Möglichkeiten einer Auswahl.
genoa-item-card = Karte { $card }
genoa-take-card = eine Karte „{ $kind }“
genoa-villa-contract = ein Privileg ziehen
genoa-villa-deliver = großen Auftrag { $card } erfüllen
genoa-villa-deliver-for = großen Auftrag { $card } erfüllen, dazu { $tile }
genoa-place-building = { $building }
genoa-place-street = Gasse
genoa-place-market = Marktplatz
# Ein Schritt des Händlerturms: die Richtung mit Pfeil, dann was dort liegt, und das Feld.
genoa-step = { $way ->
    [north] ⬆️ Nord
    [east] ➡️ Ost
    [south] ⬇️ Süd
    [west] ⬅️ West
   *[none] Schritt
}: { $place } { $square }
genoa-choice-roll = Würfeln für den Start des Händlerturms
genoa-choice-start-at = Beliebiges Startfeld spielen: Start auf { $square }
genoa-choice-take = Aktion selbst ausführen
genoa-choice-void = Aktion verfallen lassen
genoa-choice-pass = Passen
genoa-choice-offer = Angebot an { $to } für { $about }: gib { $give }, verlange { $ask }
genoa-choice-accept = Angebot #{ $offer } annehmen
genoa-choice-decline = Angebot #{ $offer } ablehnen
genoa-choice-withdraw = Angebot #{ $offer } zurückziehen
genoa-choice-receive = Wirkung des Gebäudes erhalten
genoa-choice-small-order = Kleinen Auftrag { $card } erfüllen
genoa-choice-play-commodity = „Beliebige Ware“ spielen: { $commodity } nehmen
genoa-choice-play-trade = „1:1 Tausch“ spielen: gib { $give }, nimm { $take }
genoa-choice-play-building = „Gebäudeaktion“ spielen: { $building }
genoa-choice-play-building-villa = „Gebäudeaktion“ spielen: { $building } ({ $villa })
genoa-choice-action-over = Aktion beenden
genoa-choice-stop = Händlerturm hier anhalten
genoa-choice-place = Besitzmarker setzen: { $building }
genoa-choice-lapse = Auf das Recht verzichten
genoa-choice-end-turn = Spielzug beenden

## Die Auswahl.
genoa-picker-offers = Angebot machen: { $first }–{ $last }
genoa-picker-choices = Auswahl: { $first }–{ $last }
genoa-picker-nothing = Du hast gerade nichts zu entscheiden.
genoa-picker-content = Was du jetzt tun kannst ({ $n } { $n ->
    [one] Möglichkeit
   *[other] Möglichkeiten
}):
genoa-picker-paged = Was du jetzt tun kannst ({ $n } Möglichkeiten, Liste Seite { $page } von { $pages }):
genoa-refused-not-on-list = Diese Möglichkeit steht nicht auf der Liste.
genoa-refused-item-not-on-list = Dieser Gegenstand steht nicht auf der Liste.

## Angebote in Worten.
genoa-offer-line = #{ $id } { $from } → { $to }, für { $about }: gibt { $give }, verlangt { $ask }
genoa-offer-line-void = { $line } — ungültig: { $why }
genoa-void-subject-gone = worum es ging, gibt es nicht mehr
genoa-void-lacks = { $who } hat nicht, was die eigene Seite gibt
genoa-void-no-marker-room = { $who } hat zu wenige Besitzmarker im Vorrat, um welche zu erhalten
genoa-void-no-action-left = { $who } hat keine Aktion mehr
genoa-void-no-marker-in-hand = { $who } hat keinen Besitzmarker in der Hand zum Setzen
genoa-void-cannot-pay-bank = { $who } kann die Bank für das Setzen nicht bezahlen

## Der Spielplan.
genoa-final-scores = Endwertung
genoa-round = Runde
genoa-round-value = { $round } von { $rounds } · Händlerturm: { $tower }
genoa-ducats = Dukaten
genoa-purse = { $who }: { $ducats } Dukaten
genoa-open-offers = Offene Angebote
genoa-more-offers = … und { $n } weitere
genoa-act = Entscheiden…
genoa-my-hand = Meine Hand

## Eine Hand.
genoa-hand-title = { $game } · Partie #{ $id } — deine Hand
genoa-markers = Besitzmarker
genoa-markers-value = { $hand } in der Hand · { $supply } im Vorrat
genoa-offers-for-you = Angebote an dich, und deine eigenen
genoa-withdraw = #{ $offer } zurückziehen
genoa-accept = #{ $offer } annehmen
genoa-decline = #{ $offer } ablehnen
genoa-face-large-order = großer Auftrag: { $commodities } an { $villa }
genoa-face-small-order = kleiner Auftrag: { $commodity } im Gebäude { $building }
genoa-face-message = Botschaft: { $first } und { $second }
genoa-face-contract = Privileg: { $building }
genoa-no-cards = Keine Karten auf der Hand.
genoa-contract-income = Endete das Spiel jetzt, brächten deine Privilegien { $ducats } Dukaten.

## Das Angebotsformular.
genoa-builder-give-placeholder = Was du gibst (Dukaten über die Knöpfe)
genoa-builder-ask-placeholder = Was du verlangst (Dukaten über die Knöpfe)
# Ein Knopf, der die Dukaten einer Seite um einen Schritt ändert: „Geben: +5 Dukaten“.
genoa-builder-ducats = { $side ->
    [give] Geben
   *[ask] Verlangen
}: { $sign }{ $n } Dukaten
genoa-builder-send = Angebot senden
genoa-builder-reveal-yes = Meine Karten zeigen: ja
genoa-builder-reveal-no = Meine Karten zeigen: nein
genoa-builder-back = Zurück zur Liste
genoa-builder-to-anyone = wer es zuerst annimmt
genoa-builder-to-tower = { $who } (Zugspieler)
genoa-builder-title = **Dein Angebot — noch nicht gesendet**
genoa-builder-to = An { $to }, für { $about }.
genoa-builder-you-give = Du gibst: { $what }.
genoa-builder-you-ask = Du verlangst: { $what }.
genoa-builder-revealed = Der Empfänger sieht die Vorderseiten deiner Karten; alle anderen nur ihre Art.
genoa-builder-hidden = Alle, auch der Empfänger, sehen nur die Art deiner Karten.
genoa-builder-help = Ändere es unten; jede Änderung zeichnet diese Vorschau neu. *Angebot senden* legt es auf den Tisch, wo die Regeln es prüfen.
genoa-builder-card = Karte { $card } ({ $face })
genoa-builder-card-gone = Karte { $card } (nicht mehr deine)
genoa-builder-card-face = Karte { $card }: { $face }
genoa-builder-tile = Sonderkarte { $tile }
# Das zweite, dritte … Stück einer Sache in einer Auswahl: „Wein (2.)“.
genoa-builder-copy = { $what } ({ $copy }.)

## Was geschah (das Protokoll des Spielplans).
genoa-event-rolled = { $seat } hat gewürfelt: rot { $red }, blau { $blue }
genoa-event-starting-space = { $seat } hat ein Beliebiges Startfeld gespielt: { $square }
genoa-event-market-start = Der Händlerturm startet auf dem Marktplatz: noch { $rounds } { $rounds ->
    [one] Runde
   *[other] Runden
}
genoa-event-tower-placed = Der Händlerturm startet auf { $square }
genoa-event-stopped = Der Händlerturm hält an
genoa-event-window-opened = Die Aktion ist offen: { $building }
genoa-event-window-void-by-itself = Niemand konnte die Aktion nehmen: { $building }
genoa-event-window-void = Die Aktion verfällt: { $building }
genoa-event-offer-made = Angebot { $id }: { $from } an { $to } für { $about }: gibt { $give }, verlangt { $ask }
genoa-event-offer-withdrawn = Angebot { $id } wurde zurückgezogen
genoa-event-offer-declined = Angebot { $id } wurde abgelehnt
genoa-event-offer-lapsed = Angebot { $id } ist verfallen
genoa-event-offer-accepted = { $by } hat Angebot { $id } angenommen: { $from } gab { $give } für { $ask }
genoa-event-action-taken = { $seat } führt die Aktion aus: { $building }
genoa-event-action-taken-extra = { $seat } führt die Aktion aus: { $building } (mit einer Extraaktion)
genoa-event-owner-income = { $owner } erhält { $ducats } Dukaten als Besitzer: { $building }
genoa-event-received = { $seat } erhält { $what } im Gebäude { $building }
genoa-event-reshuffled = Der Stapel „{ $pile }“ wurde neu gemischt ({ $cards } Karten)
genoa-event-large-order = { $seat } erfüllt den großen Auftrag { $card } für { $ducats } Dukaten
genoa-event-large-order-tile = { $seat } erfüllt den großen Auftrag { $card } für { $ducats } Dukaten und eine Sonderkarte „{ $tile }“
genoa-event-small-order = { $seat } erfüllt den kleinen Auftrag { $card } für { $ducats } Dukaten
genoa-event-message = { $seat } überbringt die Botschaft { $card } für { $ducats } Dukaten
genoa-event-play-commodity = { $seat } spielt „Beliebige Ware“ für { $commodity }
genoa-event-play-trade = { $seat } spielt „1:1 Tausch“: { $give } gegen { $take }
genoa-event-play-building = { $seat } spielt „Gebäudeaktion“: { $building }
genoa-event-action-over = { $seat } beendet die Aktion: { $building }
genoa-event-marker-placed = { $seat } setzt einen Besitzmarker: { $building }
genoa-event-right-lapsed = Das Recht an der Gasse { $street } verfällt
genoa-event-turn-ended = { $seat } beendet den Spielzug
genoa-event-round-ended = Die Runde endet: noch { $rounds } { $rounds ->
    [one] Runde
   *[other] Runden
}
genoa-event-contracts-scored = { $seat } erhält { $ducats } Dukaten für Privilegien
genoa-event-game-over = Das Spiel ist vorbei

## Warum die Regeln eine Entscheidung ablehnen.
genoa-refused-game-over = Das Spiel ist vorbei.
genoa-refused-wrong-moment = Das ist in diesem Moment des Spielzugs keine Entscheidung.
genoa-refused-tower-player-only = Nur der Zugspieler (Platz { $seat }) entscheidet das.
genoa-refused-not-for-tower-player = Der Zugspieler kann das nicht tun.
genoa-refused-actor-only = Nur wer die Aktion ausführt (Platz { $seat }), entscheidet das.
genoa-refused-no-starting-space = Kein Beliebiges Startfeld auf der Hand.
genoa-refused-illegal-step = Dorthin kann der Händlerturm nicht ziehen.
genoa-refused-no-action-left = In diesem Spielzug bleibt keine Aktion mehr.
genoa-refused-bid-stands = Ein gültiges Gebot steht: Führe die Aktion selbst aus oder nimm ein Gebot an.
genoa-refused-not-all-passed = Noch haben nicht alle gepasst, die handeln könnten.
genoa-refused-already-passed = Schon gepasst.
genoa-refused-window-open = Schließe zuerst die offene Aktion.
genoa-refused-no-such-offer = Kein offenes Angebot { $offer }.
genoa-refused-not-addressed = Angebot { $offer } richtet sich nicht an diesen Platz.
genoa-refused-cannot-decline = Ein Gebot auf eine Aktion kann nicht abgelehnt werden.
genoa-refused-not-your-offer = Angebot { $offer } gehört nicht diesem Platz.
genoa-refused-offer-void = Das Angebot kann nicht angenommen werden: { $why }.
genoa-refused-void-lacks = Platz { $seat } hat nicht, was die eigene Seite gibt
genoa-refused-void-no-marker-room = Platz { $seat } hat keinen Besitzmarker mehr zum Erhalten
genoa-refused-void-no-action-left = Platz { $seat } hat keine Aktion mehr
genoa-refused-void-no-marker-in-hand = Platz { $seat } hat keinen Besitzmarker in der Hand zum Setzen
genoa-refused-void-cannot-pay-bank = Platz { $seat } kann die Bank für das Setzen nicht bezahlen
genoa-refused-bad-offer = Dieses Angebot ist nicht zulässig: { $why }.
genoa-refused-effect-received = Die Wirkung wurde schon erhalten.
genoa-refused-effect-first = Erhalte zuerst die Wirkung.
genoa-refused-order-done = Nur ein Auftrag pro Aktion.
genoa-refused-not-in-hand = Diese Karte ist nicht auf der Hand.
genoa-refused-wrong-card = Diese Karte passt hier nicht.
genoa-refused-missing-commodities = Die nötigen Waren fehlen.
genoa-refused-no-tile = Keine solche Sonderkarte auf der Hand.
genoa-refused-supply-empty = Der Vorrat ist leer.
genoa-refused-not-owned = Dieses Gebäude gehört nicht diesem Platz.
genoa-refused-owned = Dieses Gebäude hat schon einen Besitzer.
genoa-refused-no-marker = Kein Besitzmarker in der Hand.
genoa-refused-not-adjacent = Nicht an der Gasse dieses Rechts.
genoa-refused-too-few-ducats = Zu wenige Dukaten.
genoa-refused-too-many-offers = In dieser Partie können keine weiteren Angebote nummeriert werden.
genoa-bad-offer-to-self = kein Angebot an sich selbst
genoa-bad-offer-bad-bid = ein Gebot geht an den Zugspieler und verlangt nichts zurück
genoa-bad-offer-bad-ask = eine Forderung stellt der Zugspieler, für die laufende Aktion, und sie gibt nichts
genoa-bad-offer-no-subject = gerade gibt es nichts, worauf man bieten könnte
genoa-bad-offer-maker-lacks = der Anbieter hat nicht, was er gibt
genoa-bad-offer-maker-no-room = der Anbieter hat zu wenige Besitzmarker im Vorrat, um die verlangten zu erhalten
genoa-bad-offer-no-action = wer handeln würde, hat keine Aktion mehr
genoa-bad-offer-no-marker = wer ein Recht kauft, braucht einen Besitzmarker in der Hand
genoa-bad-offer-empty = ein leerer Handel
genoa-bad-offer-two-player-item = zu zweit muss der Gegner des Zugspielers einen Gegenstand geben (G-100)
genoa-bad-offer-no-free-trade = freier Handel ist in dieser Partie abgeschaltet
genoa-bad-offer-not-allowed = das darf niemand anderem angeboten werden
genoa-bad-offer-trades-open = drei freie Handelsangebote sind schon offen: Ziehe zuerst eines zurück
genoa-bad-offer-table-full = auf dem Tisch liegen schon so viele offene Angebote wie möglich
genoa-bad-offer-turn-limit = mehr als zehn Angebote in einem Spielzug darf niemand machen

## Die Bilder: der Spielplan.
genoa-picture-assumed = Planaufbau angenommen
genoa-picture-start = { $tower } platziert den Händlerturm
genoa-picture-window-decides = { $tower } entscheidet über die Aktion: { $building }
genoa-picture-window-waiting = { $building }: warten auf { $seats }
genoa-picture-acting = { $who } handelt: { $building }
genoa-picture-right = { $tower }: das Recht an { $street }
genoa-picture-over-won = Spielende · Sieger: { $winners }
genoa-picture-over = Spielende
genoa-picture-dice = Die Würfel nennen das Feld: rot die Spalte, blau die Zeile
genoa-picture-rolls-or-plays = { $tower } würfelt oder spielt ein Beliebiges Startfeld
genoa-picture-any-square = für ein beliebiges Feld
genoa-picture-action-at = Aktion { $building }:
genoa-picture-passed = · gepasst:
genoa-picture-may-void = { $tower } führt sie aus, gibt sie für ein Angebot ab oder lässt sie verfallen
genoa-picture-take-or-accept = { $tower } führt sie aus oder nimmt ein Gebot an
genoa-picture-asked = { $tower } hat einen Preis genannt: siehe die Angebote
genoa-picture-received = Wirkung erhalten ✓
genoa-picture-not-received = Wirkung noch nicht erhalten
genoa-picture-ordered = · ein Auftrag erfüllt ✓
# Die gesetzten Scheiben des Händlerturms, und die Felder, auf die er ziehen kann.
genoa-picture-discs = { $down } von { $discs } Scheiben gesetzt · { $steps ->
    [0] kein Feld zum Weiterziehen: der Händlerturm hält
    [one] 1 Feld zum Weiterziehen (markiert)
   *[other] { $steps } Felder zum Weiterziehen (markiert)
}
# Ein Recht auf Besitz: wo, ob erledigt, jetzt oder danach, und welche Gebäude es nehmen kann.
genoa-picture-right-line = Recht an { $street } ({ $mark ->
    [done] erledigt
    [now] jetzt
   *[next] danach
}): { $to }
genoa-picture-or = { $first } oder { $second }
genoa-picture-no-unowned = kein freies Gebäude
genoa-picture-won-by = Sieger:
genoa-picture-waiting-on = Warten auf:
genoa-picture-rounds-played = { $total } Runden gespielt
genoa-picture-round = Runde { $current } von { $total }
genoa-picture-last-round = die letzte
genoa-picture-rounds-left = noch { $n }
genoa-picture-key-discs = Scheiben in Folge ·
genoa-picture-key-tower = Händlerturm ·
genoa-picture-key-step = Schritt (hohl: ohne Aktion) ·
genoa-picture-key-stake = im Fokus
genoa-picture-supply = Vorrat
# Der Name eines Stapels neben seiner Karte: „Gr. Auftrag“.
genoa-picture-pile-name = { $kind ->
    [large_order] Gr. Auftrag
    [small_order] Kl. Auftrag
    [message] Botschaft
   *[contract] Privileg
}
genoa-picture-pile = { $down } zu · { $up } offen
genoa-picture-players = Spieler
genoa-picture-offers-none = keine
genoa-picture-offers-numbered = nummeriert nach Eingang
genoa-picture-market = Marktplatz
# Das Zeichen einer Villa: „P oder erfülle G“.
genoa-picture-sign-or = oder
genoa-picture-sign-deliver = erfülle

## Die Bilder: was die Spieler besitzen.
genoa-picture-no-goods = Keine Waren oder Sonderkarten
genoa-picture-owns = · besitzt
genoa-picture-role-tower = Zugspieler
genoa-picture-actions = { $n ->
    [one] 1 Aktion
   *[other] { $n } Aktionen
}
genoa-picture-actions-none-left = { $n ->
    [one] 1 Aktion
   *[other] { $n } Aktionen
}, keine mehr
genoa-picture-hand-supply = Hand / Vorrat
genoa-picture-ducats-head = Dukaten
genoa-picture-cards-in-hand = Karten auf der Hand

## Die Bilder: Angebote.
genoa-picture-square-building = { $building } { $square }
genoa-picture-square-street = Gasse { $square }
genoa-picture-square-market = Marktplatz { $square }
genoa-picture-about-trade = Handel
genoa-picture-about-action-at = Aktion { $building }
genoa-picture-about-step = Schritt nach { $to }
genoa-picture-about-step-action = Schritt nach { $to }, mit Aktion
genoa-picture-about-right = Recht auf { $building }
# Eine Seite eines Angebots zusammengefasst: „3 Waren“.
genoa-picture-count = { $what ->
    [commodity] { $n ->
        [one] 1 Ware
       *[other] { $n } Waren
    }
    [card] { $n ->
        [one] 1 Karte
       *[other] { $n } Karten
    }
    [tile] { $n ->
        [one] 1 Sonderkarte
       *[other] { $n } Sonderkarten
    }
   *[marker] { $n } Besitzmarker
}
genoa-picture-void = ✗ Ungültig: { $why }
genoa-picture-offers-head = { $column ->
    [number] Nr.
    [from] von
    [to] an
    [about] worum
    [gives] gibt
   *[asks] verlangt
}
genoa-picture-void-line = ✗ Ungültig, nicht annehmbar: { $offers }
genoa-picture-more-offers = … und { $n ->
    [one] 1 weiteres offenes Angebot
   *[other] { $n } weitere offene Angebote
}, zu viele zum Zeichnen

## Die Bilder: eine Hand.
genoa-picture-hand-title = { $game } · deine Hand
genoa-picture-hand-line = { $who } · { $ducats } Dukaten · Privilegien brächten jetzt { $pay }
genoa-picture-large-orders = Große Aufträge
genoa-picture-large-orders-note = in der Villa: { $ducats } Dukaten + Sonderkarte
genoa-picture-small-orders = Kleine Aufträge
genoa-picture-small-orders-note = mit der Aktion dort: { $ducats } Dukaten
genoa-picture-messages = Botschaften
genoa-picture-messages-note = beide in einem Zug besucht: { $ducats } Dukaten
genoa-picture-contracts = Privilegien
genoa-picture-contracts-note = Besitz in Gruppen von 1, 2…: { $pays }
genoa-picture-none-in-hand = Keine auf der Hand.
genoa-picture-what-you-hold = Was du besitzt
genoa-picture-your-offers = Deine Angebote
genoa-picture-your-offers-note = von dir oder an dich
genoa-picture-you-lack = · es fehlt: { $what }
genoa-picture-you-lack-it = · fehlt dir
# Ob eine Karte jetzt erfüllt werden kann.
genoa-picture-status = { $status ->
    [yours] ✓ deins
    [not-yours] noch nicht deins
    [visited] ✓ beide besucht
    [not-visited] noch nicht
    [ready] ✓ bereit
   *[not-ready] nicht bereit
}

## Die Bilder: die Wertung.
genoa-picture-final-scores = { $game } · Endwertung
genoa-picture-scores-so-far = { $game } · Punktestand
genoa-picture-tie = Gleichstand bei den Dukaten, per Stichentscheid entschieden
genoa-picture-secret = noch { $n } Runden · Privilegien werden am Ende aufgedeckt und bezahlt
genoa-picture-tie-break-head = { $tie_break ->
    [commodities] Waren
   *[items] Besitz
}
genoa-picture-before = Vorher
genoa-picture-scores-key = Vorher: Dukaten, bevor die Privilegien zahlten · { $head }: { $tie_break ->
    [commodities] Warensteine
   *[items] Gegenstände im Besitz
}, der Stichentscheid
genoa-picture-scores-key-now = Dukaten jetzt; Privilegien bleiben bis zum Ende geheim
genoa-picture-ducats-over-game = Dukaten im Lauf des Spiels
genoa-picture-moves = Züge
genoa-picture-contract-count = { $n } { $n ->
    [one] Privileg
   *[other] Privilegien
}:
genoa-picture-none-counted = keines gezählt
genoa-picture-not-owned = · nicht im Besitz:
