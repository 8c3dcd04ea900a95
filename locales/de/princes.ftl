# Die Fürsten von Florenz: jedes Wort auf Spielplan, Hand, Auswahlen, Ablehnungen, Ereigniszeilen
# und Bildern. Eine Komponente wird über ihren Code gewählt, den Namen ihrer Variante (`BellFounder`).

## Das Spielmaterial.
princes-building = { $building ->
    [University] Universität
    [Laboratory] Laboratorium
    [Workshop] Werkstatt
    [Library] Bibliothek
    [Opera] Oper
    [Studio] Atelier
    [Hospital] Hospital
    [Theater] Theater
    [Tower] Turm
   *[Chapel] Kapelle
}
princes-landscape = { $landscape ->
    [Forest] Wald
    [Lake] See
   *[Park] Park
}
princes-freedom = { $freedom ->
    [Travel] Reise
    [Religion] Religion
   *[Opinion] Meinung
}
princes-profession = { $profession ->
    [Mathematician] Mathematiker
    [Theologian] Theologe
    [Philosopher] Philosoph
    [Botanist] Botaniker
    [Alchemist] Alchimist
    [Physicist] Physiker
    [Watchmaker] Uhrmacher
    [Goldsmith] Goldschmied
    [BellFounder] Glockengießer
    [Cartographer] Kartograph
    [Jurist] Rechtsgelehrter
    [Choreographer] Choreograph
    [Composer] Komponist
    [Sculptor] Bildhauer
    [Painter] Maler
    [Pharmacist] Apotheker
    [Doctor] Mediziner
    [Playwright] Dramatiker
    [Poet] Dichter
    [Astronomer] Astronom
   *[OrganBuilder] Orgelbauer
}
princes-character = { $character ->
    [Banker] Bankier
    [Cardinal] Kardinal
    [Merchant] Kaufmann
    [Muse] Muse
    [Princess] Prinzessin
   *[Professor] Professor
}
# Ein Objekt der Versteigerung als Name.
princes-object = { $object ->
    [Forest] Wald
    [Lake] See
    [Park] Park
    [Jester] Gaukler
    [Builder] Baumeister
    [Prestige] Prestigekarte
    [Recruiting] Abwerbekarte
   *[Landscape] Landschaft
}
# Ein Objekt der Versteigerung als das, was man anbietet, ersteigert oder nimmt (Akkusativ).
princes-object-taken = { $object ->
    [Forest] einen Wald
    [Lake] einen See
    [Park] einen Park
    [Jester] einen Gaukler
    [Builder] einen Baumeister
    [Prestige] eine Prestigekarte
    [Recruiting] eine Abwerbekarte
   *[Landscape] eine Landschaft
}
princes-deck-cards = { $deck ->
    [Profession] Personen
    [Bonus] Bonus
   *[Prestige] Prestige
}
princes-wants = { $building }, { $landscape }, { $freedom }
princes-thousands = .
princes-florins = { $amount } Florin
princes-none = keine
princes-nobody = niemand

## Die Texte der Karten.
princes-bonus-text = { $card ->
    [Buildings] Jedes Gebäude in deinem Fürstentum erhöht die Werkzahl um 1
    [LargeBuildings] Jedes große Gebäude in deinem Fürstentum erhöht die Werkzahl um 2
    [MediumBuildingsAndForests] Jedes mittlere Gebäude und jeder Wald in deinem Fürstentum erhöht die Werkzahl um 1
    [BuildingSizes] Jede Gebäudegröße (groß, mittel, klein) in deinem Fürstentum erhöht die Werkzahl um 2
    [Landscapes] Jede Landschaft in deinem Fürstentum erhöht die Werkzahl um 1
    [SmallBuildingsAndLandscapes] Jedes kleine Gebäude und jede Landschaft in deinem Fürstentum erhöht die Werkzahl um 1
    [Forests] Jeder Wald in deinem Fürstentum erhöht die Werkzahl um 2
    [Lakes] Jeder See in deinem Fürstentum erhöht die Werkzahl um 2
    [Parks] Jeder Park in deinem Fürstentum erhöht die Werkzahl um 2
    [Freedoms] Jede Freiheit in deinem Fürstentum erhöht die Werkzahl um 2
    [Jesters] Jeder Gaukler in deinem Fürstentum erhöht die Werkzahl um 2
    [JestersAndFreedoms] Jeder Gaukler und jede Freiheit in deinem Fürstentum erhöht die Werkzahl um 1
    [Builders] Jeder Baumeister in deinem Fürstentum erhöht die Werkzahl um 2
    [BuildersAndLakes] Jeder Baumeister und jeder See in deinem Fürstentum erhöht die Werkzahl um 1
    [PrestigeCardsAndFreedoms] Jede Prestigekarte, die du hast, und jede Freiheit in deinem Fürstentum erhöht die Werkzahl um 1
    [ProfessionsInHand] Jede Personen- (und Abwerbe-)karte auf deiner Hand (ohne die gerade gespielte) erhöht die Werkzahl um 1
    [LandscapeTypes] Jede Landschaftsart (Wald, See, Park) in deinem Fürstentum erhöht die Werkzahl um 2
    [ProfessionsOnTable] Jede deiner eigenen ausliegenden Personen- (und Abwerbe-)karten (auch die gerade gespielte) erhöht die Werkzahl um 1
    [PrestigeCards] Jede Prestigekarte, die du hast, erhöht die Werkzahl um 2
   *[Categories] Jede der folgenden Kategorien (Wald, See, Park, Gaukler, Baumeister, Prestigekarte, Freiheit) in deinem Fürstentum erhöht die Werkzahl um 1
}
princes-bonus-title = { $card ->
    [Buildings] +1 je Gebäude
    [LargeBuildings] +2 je großes Gebäude
    [MediumBuildingsAndForests] +1 je mittleres Gebäude oder Wald
    [BuildingSizes] +2 je Gebäudegröße
    [Landscapes] +1 je Landschaft
    [SmallBuildingsAndLandscapes] +1 je kleines Gebäude oder Landschaft
    [Forests] +2 je Wald
    [Lakes] +2 je See
    [Parks] +2 je Park
    [Freedoms] +2 je Freiheit
    [Jesters] +2 je Gaukler
    [JestersAndFreedoms] +1 je Gaukler oder Freiheit
    [Builders] +2 je Baumeister
    [BuildersAndLakes] +1 je Baumeister oder See
    [PrestigeCardsAndFreedoms] +1 je Prestigekarte oder Freiheit
    [ProfessionsInHand] +1 je Personenkarte auf der Hand
    [LandscapeTypes] +2 je Landschaftsart
    [ProfessionsOnTable] +1 je ausliegendes Werk
    [PrestigeCards] +2 je Prestigekarte
   *[Categories] +1 je Kategorie
}
princes-prestige-text = { $card ->
    [FewestEmptySpaces] Für die wenigsten freien Felder erhältst du 8 (4) PP
    [MostBuildings] Für die meisten Gebäude erhältst du 6 (3) PP
    [TwoLargeBuildings] Für mindestens zwei große Gebäude erhältst du 5 PP
    [MostLandscapes] Für die meisten Landschaften erhältst du 7 (4) PP
    [MostForests] Für die meisten Wälder erhältst du 7 (4) PP
    [AllLandscapeTypes] Für alle drei Landschaftsarten (Wald, See, Park) erhältst du 8 PP
    [MostLakes] Für die meisten Seen erhältst du 6 (3) PP
    [AllFreedoms] Für alle drei Freiheiten erhältst du 8 PP
    [BuildingsFreedomsWorks] Für mindestens 4 Gebäude + 2 Freiheiten + 4 Werke (ausliegende Personen- und Abwerbekarten) erhältst du 6 PP
    [MostJesters] Für die meisten Gaukler erhältst du 6 (3) PP
    [MostBuilders] Für die meisten Baumeister erhältst du 6 (3) PP
    [MostParks] Für die meisten Parks erhältst du 5 (3) PP
    [BuilderJesterLandscapes] Für mindestens 1 Baumeister + 1 Gaukler + 2 Landschaften erhältst du 7 PP
   *[MostWorks] Für die meisten Werke (ausliegende Personen- und Abwerbekarten) erhältst du 7 (4) PP
}
princes-prestige-title = { $card ->
    [FewestEmptySpaces] Wenigste freie Felder: 8 (4) PP
    [MostBuildings] Meiste Gebäude: 6 (3) PP
    [TwoLargeBuildings] Zwei große Gebäude: 5 PP
    [MostLandscapes] Meiste Landschaften: 7 (4) PP
    [MostForests] Meiste Wälder: 7 (4) PP
    [AllLandscapeTypes] Alle drei Landschaftsarten: 8 PP
    [MostLakes] Meiste Seen: 6 (3) PP
    [AllFreedoms] Alle drei Freiheiten: 8 PP
    [BuildingsFreedomsWorks] 4 Gebäude, 2 Freiheiten, 4 Werke: 6 PP
    [MostJesters] Meiste Gaukler: 6 (3) PP
    [MostBuilders] Meiste Baumeister: 6 (3) PP
    [MostParks] Meiste Parks: 5 (3) PP
    [BuilderJesterLandscapes] Baumeister, Gaukler, 2 Landschaften: 7 PP
   *[MostWorks] Meiste Werke: 7 (4) PP
}

## Buchstaben auf den Teilen und Plaketten der Bilder.
princes-building-initials = { $building ->
    [University] U
    [Laboratory] La
    [Workshop] We
    [Library] Bi
    [Opera] O
    [Studio] At
    [Hospital] H
    [Theater] Th
    [Tower] Tu
   *[Chapel] K
}
princes-landscape-letter = { $landscape ->
    [Forest] W
    [Lake] S
   *[Park] P
}
princes-freedom-letter = { $freedom ->
    [Travel] Rei
    [Religion] Rel
   *[Opinion] M
}

## Wörter, die Spielplan, Hand und Auswahlen teilen.
princes-card-profession = { $profession } (will { $wants })
princes-card-bonus = Bonus: { $text }
princes-card-prestige = Prestige: { $text }
princes-character-free = frei
princes-character-used = in dieser Runde gespielt
princes-character-at = { $character }: { $at }
princes-character-banker-at = { $character } ({ $pot }): { $at }

## Wer was entscheidet (die erste Zeile des Spielplans).
princes-decision-choose-professions = Noch offen: { $who } — alle behalten drei ihrer vier Personenkarten.
princes-decision-take-last = { $who } hat als Letzte·r noch kein Objekt und darf eines zum Mindestgebot nehmen.
princes-decision-name = { $who } bietet ein Objekt zur Versteigerung an oder passt.
princes-decision-bid = { $who } erhöht auf { $raise } oder passt: { $high } für { $object }, geboten von { $leader }.
princes-decision-bid-character = { $who } bietet auf eine Charakterkarte oder passt.
princes-decision-action = { $who } führt eine Aktion aus (noch { $left } in diesem Zug) oder beendet den Zug.
princes-decision-place = { $who } legt { $piece } in das eigene Fürstentum.
princes-decision-place-landscape = { $who } wählt eine Landschaft und legt sie in das eigene Fürstentum.
princes-decision-pick = { $who } behält eine der { $drawn } gezogenen { $deck ->
    [Profession] Personenkarten
    [Bonus] Bonuskarten
   *[Prestige] Prestigekarten
}.
princes-decision-recruit = { $who } darf die Abwerbekarte jetzt spielen oder behalten.
princes-decision-merchant = { $who } spielt den Kaufmann: { $object } umsonst, oder { $price } zahlen und Prestigepunkte erhalten.
princes-decision-convert = { $who } darf einen Teil der { $payment } für das Werk in Prestigepunkte tauschen ({ $point } je Punkt).
princes-decision-over = Das Spiel ist vorbei.

## Was geschah (die letzten Zeilen des Spielplans und der Verlauf).
princes-event-profession-returned = { $who } behält drei Personenkarten und gibt eine zurück
princes-event-round-begins = Runde { $round } beginnt; { $start } fängt an; ein Werk braucht die Werkzahl { $minimum }
princes-event-named = { $who } bietet { $object } an und bietet { $bid }
princes-event-raised = { $who } bietet { $bid }
princes-event-passed = { $who } passt
princes-event-cannot-bid = { $who } kann nicht bieten und passt
princes-event-won = { $who } ersteigert { $object } für { $price }
princes-event-took = { $who } hat als Letzte·r noch kein Objekt und nimmt { $object } für { $price }
princes-event-merchant-free = { $who } spielt den Kaufmann und nimmt { $object } umsonst
princes-event-merchant-points = { $who } spielt den Kaufmann und erhält { $points } PP
princes-event-placed = { $who } legt: { $piece }{ $points ->
    [0] {""}
   *[other] {" "}(+{ $points } PP)
}
princes-event-hired = { $who } nimmt { $object }{ $points ->
    [0] {""}
   *[other] {" "}(+{ $points } PP)
}
princes-event-card-kept = { $who } behält eine { $deck ->
    [Profession] Personenkarte
    [Bonus] Bonuskarte
   *[Prestige] Prestigekarte
}
princes-event-recruited = { $who } wirbt von { $from } ab: { $profession }
princes-event-work = { $who } vollbringt ein Werk ({ $profession }) der Werkzahl { $value }{ $bonus ->
    [0] {""}
    [one] {" "}mit einer Bonuskarte
   *[other] {" "}mit { $bonus } Bonuskarten
}
princes-event-work-princess = { $who } vollbringt mit der Prinzessin ein Werk der Werkzahl { $value }{ $bonus ->
    [0] {""}
    [one] {" "}mit einer Bonuskarte
   *[other] {" "}mit { $bonus } Bonuskarten
}
princes-event-converted = { $who } tauscht { $florins } der Zahlung in { $points } PP
princes-event-built = { $who } baut für { $cost }: { $building }
princes-event-freedom = { $who } führt die Freiheit ein: { $freedom }
princes-event-card-bought = { $who } zieht für { $price } { $deck ->
    [Profession] Personenkarten
    [Bonus] Bonuskarten
   *[Prestige] Prestigekarten
}
princes-event-turn-begins = { $who } ist am Zug: bis zu { $actions } Aktionen
princes-event-turn-ends = { $who } beendet den Zug
princes-event-character-bid = { $who } bietet { $bid } für: { $character }
princes-event-character-bought = { $who } kauft für { $price }: { $character }
princes-event-banker-paid = der Bankier zahlt { $who } { $florins }
princes-event-banker-pot = niemand kaufte den Bankier: er hält nun { $pot }
princes-event-character-played = { $who } spielt: { $character }
princes-event-character-returned = { $who } gibt ungenutzt zurück: { $character }
princes-event-best-work = bestes Werk der Runde ({ $value }): { $who } +3 PP
princes-event-no-best-work = in dieser Runde wurde kein Werk vollbracht
princes-event-sold = { $who } geht { $points } PP zurück für { $florins }
princes-event-prestige-scored = { $who } erhält { $points } PP: { $card }
princes-event-banker-converted = { $who } hält noch den Bankier: Geld in { $points } PP
princes-event-game-over = das Spiel ist vorbei

## Ablehnungen: warum ein Zug nichts änderte.
princes-refused-game-over = Das Spiel ist vorbei.
princes-refused-not-your-turn = Du bist nicht am Zug: { $who } entscheidet jetzt.
princes-refused-not-now = Das geht jetzt nicht: { $why }.
princes-refused-reason = { $why ->
    [action-phase] es ist die Aktionsphase
    [object-auctioned] ein Objekt wird versteigert
    [object-to-name] ein Objekt muss angeboten werden
    [no-character-auction] es läuft keine Versteigerung der Charakterkarten
    [decision-owed] zuerst steht eine andere Entscheidung an
    [no-cards-drawn] es sind keine Karten gezogen
    [piece-to-place] ein Teil muss gelegt werden
    [card-to-keep] eine Karte muss behalten werden
    [recruiting-card] eine Abwerbekarte darf gespielt oder behalten werden
    [merchant-choice] die Wahl des Kaufmanns steht an
    [convert-payment] die Zahlung für ein Werk darf getauscht werden
    [choosing-professions] alle wählen ihre drei Personenkarten
    [objects-auctioned] die Objekte werden versteigert
    [characters-auctioned] die Charakterkarten werden versteigert
    [action-phase-running] die Aktionsphase läuft
    [game-over] das Spiel ist vorbei
   *[other] zuerst kommt eine andere Entscheidung
}
princes-refused-cannot-afford = Das kostet { $cost }, und du hast { $money }.
princes-refused-unavailable = { $what ->
    [card] Diese Karte
    [building] Dieses Gebäude
    [deck] Dieser Stapel
    [freedom] Diese Freiheit
    [profession] Diese Personenkarte
    [object] Dieses Objekt
    [character] Diese Charakterkarte
   *[other] Das
} ist nicht verfügbar.
princes-refused-not-held = Du hast diese Karte nicht.
princes-refused-below-minimum = Dieses Werk hätte die Werkzahl { $value }; in dieser Runde braucht ein Werk mindestens { $minimum }.
princes-refused-no-action-left = Du hast in diesem Zug keine Aktion mehr: beende deinen Zug.
princes-refused-limit = Du darfst in dieser Runde nicht mehr { $what ->
    [work] ein Werk vollbringen
    [build] bauen
    [profession] eine Personenkarte nehmen
    [bonus] eine Bonuskarte nehmen
    [freedom] eine Freiheit einführen
   *[other] das tun
}.
princes-refused-out-of-range = Diese Zahl liegt außerhalb des Bereichs.
princes-refused = { $why ->
    [no-selling] Mit der Erweiterung können Prestigepunkte nicht verkauft werden.
    [have-building] Du hast dieses Gebäude schon.
    [building-fits-nowhere] Dieses Gebäude passt nirgends in dein Fürstentum.
    [prestige-auctioned] Prestigekarten werden versteigert.
    [have-freedom] Du hast diese Freiheit schon.
    [cannot-take-object-why] Du könntest dieses Objekt nicht nehmen (es passt nirgends hin, oder du hast schon drei Baumeister).
    [last-take-or-pass] Du hast als Letzte·r kein Objekt: nimm eines oder passe.
    [cannot-take-object] Du könntest dieses Objekt nicht nehmen.
    [only-last-takes] Nur wer als Letzte·r kein Objekt hat, darf eines ohne Versteigerung nehmen.
    [not-the-piece] Das ist nicht das Teil, das zu legen ist.
    [bid-higher] Biete auf ein höheres Feld als die Markierung dort.
   *[professor-decks] Der Professor gibt eine Prestige- oder eine Bonuskarte.
}
princes-refused-other = Das geht jetzt nicht.
princes-place-off-grid = Das Teil würde über dein Fürstentum hinausragen.
princes-place-overlap = Das Teil würde ein anderes Teil oder den Palazzo überdecken.
princes-place-adjacent = Ohne zwei Baumeister darf ein Gebäude kein anderes Gebäude und nicht den Palazzo seitlich berühren.
princes-place-already-built = Dein Fürstentum hat dieses Gebäude schon.

## Die Hand.
princes-hand-title = Deine Hand · { $game }, Partie #{ $id }
princes-hand-description = 💰 { $money } · { $points } PP · Runde { $round }: ein Werk braucht { $minimum }.
princes-hand-profession = **{ $profession }** — ein Werk jetzt: **{ $value }** (will { $wants })
princes-hand-professions = Personenkarten ({ $count })
princes-hand-recruiting = Abwerbekarten
princes-hand-recruiting-value = { $count }: jede wirbt eine ausliegende Personenkarte einer anderen Person ab.
princes-hand-bonus = Bonuskarten ({ $count })
princes-hand-prestige = Prestigekarten ({ $count })
princes-hand-drawn = Gezogen: behalte eine

## Der Spielplan.
princes-board-round = Runde
princes-board-round-value = **{ $round }** von 7 · ein Werk braucht **{ $minimum }** · Startspieler: { $start }
princes-board-auction = Versteigerung
princes-board-supply = Vorrat
princes-board-characters = Charakterkarten ({ $expansion })
princes-board-seat = { $who } · { $points } PP · { $money }
princes-board-final-scores = Endwertung
princes-board-footer = Partie #{ $id } · Zug { $step } · { $pace }
princes-board-auction-lots =
    In dieser Runde genommen: { $taken }
    Haben ein Objekt: { $done }
    Aus der Versteigerung dieser Runde: { $out }
princes-board-nothing-yet = noch nichts
princes-board-auction-bid = **{ $object }**: Höchstgebot **{ $high }** von { $leader } · gepasst: { $passed }
princes-board-character-bid = { $character }: { $bid } von { $who }
princes-board-character-bids =
    Gebote auf Charakterkarten: { $bids }
    Fertig: { $finished }
princes-board-none-yet = noch keine
princes-board-supply-value =
    { $landscapes } · 🃏 Gaukler { $jesters } · 👷 Baumeister { $builders } · Abwerbekarten { $recruiting }
    Gebäude: { $buildings }
    Freiheiten: { $freedoms }
    Stapel: Personen { $professions } · Bonus { $bonus } · Prestige { $prestige }
princes-board-principality =
    🏛️ { $buildings } · { $landscapes } · { $empty } frei
    🃏 Gaukler { $jesters } · 👷 Baumeister { $builders } · Freiheiten: { $freedoms }
    Ausliegende Werke: { $table }{ $recruiting ->
        [0] {""}
       *[other] {" "}(+{ $recruiting } Abwerbe)
    }
    Auf der Hand: { $professions } { $professions ->
        [one] Personenkarte
       *[other] Personenkarten
    }, { $recruiting_in_hand } Abwerbe, { $bonus } Bonus, { $prestige } Prestige · bestes Werk der Runde { $best }
princes-board-no-building = kein Gebäude
princes-board-no-landscape = keine Landschaft
princes-board-points-from = PP aus { $sources }
princes-source-points = { $source ->
    [Works] Werken
    [Buildings] Gebäuden
    [Landscapes] Landschaften
    [Builders] Baumeistern
    [BestWork] bestem Werk
    [Prestige] Prestigekarten
    [Merchant] Kaufmann
    [Banker] Bankier
   *[Sold] Verkauf
} { $points }
princes-board-tie-broken = Gleichstand entschieden durch das meiste übrige Geld.

## Die Schaltflächen des Spielplans.
princes-button-hand = Meine Hand
princes-button-more = Mehr…
princes-button-choose-professions = Personenkarten wählen…
princes-button-take = { $object } nehmen · { $price }
princes-button-name = { $object } · { $price }
princes-button-take-nothing = Nichts nehmen
princes-button-pass = Passen
princes-button-raise = Um { $by } auf { $to } erhöhen
princes-option-high-bid = Höchstgebot { $bid }
princes-option-no-bid = noch kein Gebot
princes-placeholder-character = Auf eine Charakterkarte bieten…
princes-button-work = Werk vollbringen…
princes-button-build = Bauen…
princes-button-profession-card = Personenkarte · { $price }
princes-button-bonus-card = Bonuskarte · { $price }
princes-button-end-turn = Zug beenden
princes-button-freedom = Freiheit…
princes-button-recruit = Abwerben…
princes-button-place = Legen: { $piece }…
princes-button-place-landscape = Legen: { $piece }…
princes-button-keep = Eine der { $drawn } Karten behalten…
princes-button-recruit-now = Jetzt abwerben…
princes-button-keep-for-later = Karte für später behalten
princes-button-merchant-free = { $object } umsonst nehmen
princes-button-merchant-pay = { $price } zahlen und PP erhalten
princes-placeholder-convert = Prestigepunkte für die Zahlung…
princes-option-keep-all = Alle { $payment } behalten
princes-option-convert = { $points } PP, { $kept } behalten

## Warum eine Schaltfläche nichts öffnete.
princes-nothing-return = Du hast jetzt keine Personenkarte zurückzugeben.
princes-nothing-build = Du kannst jetzt nichts bauen: kein Gebäude, das dir fehlt, ist übrig, bezahlbar und passt.
princes-nothing-freedom = Du kannst jetzt keine Freiheit einführen.
princes-nothing-recruit = Es gibt jetzt niemanden, von dem du abwerben kannst.
princes-nothing-keep = Es gibt jetzt keine Karte für dich zu behalten.
princes-nothing-more = Du hast jetzt keine Charakterkarte zu spielen und keine Prestigepunkte zu verkaufen.
princes-cannot-bid = Du kannst jetzt nicht bieten auf: { $character }. Jedes freie Feld übersteigt dein Geld, oder die Karte ist nicht zu haben.
princes-no-profession-for-work = Du hast keine Personenkarte, um ein Werk zu vollbringen.
princes-cannot-place = Du kannst das jetzt nicht legen: { $piece }.
princes-fits-nowhere = Das passt nirgends in dein Fürstentum: { $piece }.
princes-at-the-edge = Das Teil ist am Rand deines Fürstentums: weiter geht es nicht.

## Die Auswahlen.
princes-option-wanted-by = Gewünscht von: { $by }
princes-option-return = { $profession } zurückgeben
princes-option-return-wants = Will { $wants }
princes-option-freedom = Freiheit: { $freedom }
princes-option-seat = Platz { $number }
princes-option-recruit = { $profession } von { $from }
princes-option-sell = { $points } PP für { $florins } verkaufen
princes-option-professor = Professor: eine { $deck ->
    [Profession] Personenkarte
    [Bonus] Bonuskarte
   *[Prestige] Prestigekarte
} umsonst
princes-option-princess = Prinzessin: ein Werk ohne Personenkarte
princes-option-merchant-points = Kaufmann: Prestigepunkte für deinen Rang
princes-option-other = Eine andere Aktion
princes-menu-return = Welche Personenkarte gibst du zurück? Du behältst die anderen drei.
princes-menu-build = Welches Gebäude baust du? Du legst es danach.
princes-menu-freedom = Welche Freiheit führst du ein?
princes-menu-recruit = Wen wirbst du ab?
princes-menu-keep = Welche Karte behältst du? Die anderen kommen unter ihren Stapel.
princes-menu-more = Charakterkarten und Prestigepunkte:
princes-placeholder-choose = Wählen…
princes-work-title = Werk vollbringen
princes-work-minimum = In dieser Runde braucht ein Werk mindestens die Werkzahl **{ $minimum }**.
princes-work-worth = Ein Werk mit **{ $profession }** hat jetzt ohne Bonuskarten die Werkzahl **{ $value }**.
princes-work-choose = Wähle die Personenkarte, die das Werk vollbringt.
princes-work-with-bonus = Gespielt mit den Bonuskarten:
princes-placeholder-profession = Die Personenkarte…
princes-option-profession-worth = { $profession } · Werkzahl { $value }
princes-placeholder-bonus = Bonuskarten dazu (keine, eine oder mehrere)…
princes-button-complete-work = Werk vollbringen
princes-button-princess-work = Werk der Prinzessin…
princes-option-bid = { $bid } bieten
princes-bid-picker = **{ $character }**: auf welches Feld setzt du deine Markierung? Ein höheres Gebot schickt die Markierung dort an ihre Besitzerin zurück.
princes-placeholder-bid = Dein Gebot…

## Die Vorschau beim Legen.
princes-preview-not-offered = So kannst du jetzt nicht legen.
princes-preview-fits = ✅ Es passt hier: *Hier legen* legt es.
princes-preview-help = Drehe, spiegle und verschiebe es, oder springe zum nächsten Platz, an den es passt.
princes-preview-title = Legen: { $piece }
princes-preview-turn = ↻ Drehen
princes-preview-flip = ⇋ Spiegeln
princes-preview-next = Nächster passender Platz
princes-preview-confirm = Hier legen
princes-preview-alt = Wo das Gebäude in deinem Fürstentum stünde, wenn es hier gelegt würde.
princes-preview-alt-cannot = Wo das Gebäude in deinem Fürstentum stünde; es geht nicht: { $why }

## Die Optionen einer Partie.
princes-options-expansion = Mit der Erweiterung { $expansion }.

## Das Bild des Spielplans.
princes-picture-round = Runde { $round } von { $rounds }
princes-picture-minimum = Mindestwerkzahl { $minimum }
princes-picture-decks = Stapel: { $professions } Personen · { $bonus } Bonus · { $prestige } Prestige · { $start } beginnt die Runde
princes-picture-placing = { $piece }
princes-picture-placing-any = eine Landschaft nach Wahl
princes-picture-line-professions = Alle geben eine ihrer vier Personenkarten zurück · noch { $count }
princes-picture-line-take = { $who } darf ein Objekt zum Mindestgebot nehmen
princes-picture-line-name = { $who } bietet ein Objekt an oder passt
princes-picture-line-bid = { $who }: erhöhen oder passen · { $object } für { $high } von { $leader }
princes-picture-line-character = { $who } bietet auf eine Charakterkarte oder passt
princes-picture-line-action = { $who }: Aktionen · noch { $left }
princes-picture-line-place = { $who } legt: { $what }
princes-picture-line-pick = { $who } behält eine von { $drawn } { $deck ->
    [Profession] Personenkarten
    [Bonus] Bonuskarten
   *[Prestige] Prestigekarten
}
princes-picture-line-recruit = { $who } darf die Abwerbekarte spielen
princes-picture-line-merchant = { $who }: Kaufmann · umsonst, oder { $price } für Punkte
princes-picture-line-convert = { $who } darf einen Teil von { $payment } Florin in Punkte tauschen
princes-picture-line-won = Spielende · gewonnen von { $winners }
princes-picture-line-over = Spielende
princes-picture-on-bid = geboten
princes-picture-taken = genommen
princes-picture-none-left = leer
princes-picture-panel-professions = Alle geben eine der vier ausgeteilten Personenkarten zurück
princes-picture-panel-waiting = Es fehlen
princes-picture-panel-take = Als Letzte·r ohne Objekt, nimmt eines zum Mindestgebot:
princes-picture-panel-name = Bietet ein Objekt zum Mindestgebot an oder passt:
princes-picture-panel-done = Haben in dieser Runde ein Objekt:
princes-picture-panel-out = Aus der Versteigerung dieser Runde:
princes-picture-panel-on-bid = Versteigert: { $object } · Höchstgebot { $high } Florin von
princes-picture-panel-raise = Erhöht um { $by } oder passt:
princes-picture-panel-passed = Gepasst:
princes-picture-panel-character = Setzt eine Markierung auf eine Charakterkarte oder passt:
princes-picture-panel-finished = Fertig mit Charakterkarten:
princes-picture-panel-action = Aktionsphase · noch { $left } { $left ->
    [one] Aktion
   *[other] Aktionen
}:
princes-picture-works = { $count } { $count ->
    [one] Werk
   *[other] Werke
}
princes-picture-builds = { $count } { $count ->
    [one] Bau
   *[other] Bauten
}
princes-picture-bonus-cards = { $count } { $count ->
    [one] Bonuskarte
   *[other] Bonuskarten
}
princes-picture-profession-bought = eine Personenkarte gekauft
princes-picture-a-freedom = eine Freiheit
princes-picture-muse = die Muse gibt einem Werk { $muse } dazu
princes-picture-this-turn = In diesem Zug: { $done }
princes-picture-panel-place = Legt { $what }:
princes-picture-panel-pick = Behält eine von { $drawn } gezogenen { $deck ->
    [Profession] Personenkarten
    [Bonus] Bonuskarten
   *[Prestige] Prestigekarten
}:
princes-picture-panel-recruit = Darf die gerade ersteigerte Abwerbekarte spielen:
princes-picture-panel-merchant = Kaufmann: { $object } umsonst, oder { $price } Florin für Punkte:
princes-picture-panel-convert = Darf einen Teil der { $payment } Florin in Punkte tauschen:
princes-picture-panel-won = Spielende · gewonnen von
princes-picture-characters = Charakterkarten · Muse und Prinzessin
princes-picture-free = frei
princes-picture-used = gespielt
princes-picture-bid = Gebot { $bid }
princes-picture-pot = Topf { $pot }
princes-picture-buildings-left = Gebäude im Vorrat
princes-picture-freedoms-left = Freiheiten
princes-picture-freedom = { $freedom ->
    [Travel] Reise
    [Religion] Religion
   *[Opinion] Meinung
}
princes-picture-principalities = Fürstentümer
princes-picture-pp-key = PP Prestigepunkte
princes-picture-recruiting-chip = Abwerbe ×{ $count }
princes-picture-pp = { $points } PP
princes-picture-best = bestes { $value }
princes-picture-works-on-table = { $works ->
    [0] Kein Werk
   *[other] Werke ausgelegt
} · { $empty } Felder frei
princes-picture-builder-letter = B
princes-picture-jester-letter = G
princes-picture-profession-letter = P
princes-picture-recruiting-letter = A
princes-picture-legend = B Baumeister · G Gaukler · auf der Hand: P Personen, A Abwerbe, + Bonus, ★ Prestige
princes-picture-object = { $object ->
    [Forest] Wald
    [Lake] See
    [Park] Park
    [Jester] Gaukler
    [Builder] Baumeister
    [Prestige] Prestige
    [Recruiting] Abwerbe
   *[Landscape] Landschaft
}
princes-picture-palazzo = Palazzo
princes-picture-palazzo-short = Pal.

## Das Bild einer Hand.
princes-picture-hand-line = { $who } · ƒ { $money } · { $points } PP · Mindestwerkzahl { $minimum }
princes-picture-hand-title = { $game } · deine Hand
princes-picture-drawn = Für dich gezogen
princes-picture-drawn-note = behalte eine, der Rest kommt unter den Stapel
princes-picture-professions = Personenkarten
princes-picture-professions-note = Werkzahl jetzt, ohne Bonuskarten
princes-picture-no-profession = Keine Personenkarte auf der Hand.
princes-picture-recruiting = Abwerben: spiele eine ausliegende Personenkarte einer anderen Person
princes-picture-bonus = Bonuskarten
princes-picture-bonus-note = jede erhöht die Werkzahl eines Werks
princes-picture-no-bonus = Keine Bonuskarte.
princes-picture-prestige = Prestigekarten
princes-picture-prestige-note = am Ende gewertet: volle (geteilte) Punkte
princes-picture-no-prestige = Keine Prestigekarte.
princes-picture-your-principality = Dein Fürstentum
princes-picture-work-value = Werkzahl ✓
princes-picture-below-minimum = unter dem Minimum

## Das Bild der Wertung.
princes-picture-source = { $source ->
    [Works] Werke
    [Buildings] Geb.
    [Landscapes] Land.
    [Builders] Baum.
    [BestWork] Best.
    [Prestige] Prest.
    [Merchant] Kaufm.
    [Banker] Bank.
   *[Sold] Verk.
}
princes-picture-final-title = { $game } · Endwertung
princes-picture-tie = Gleichstand, nach den Regeln entschieden
princes-picture-so-far-title = { $game } · bisherige Wertung
princes-picture-under-way = Runde { $round } von 7 · das Spiel läuft noch
princes-picture-pp-head = PP
princes-picture-sources-key = Werke als Punkte bezahlt · Geb. Gebäude · Land. Landschaften · Baum. Baumeister · Best. bestes Werk · Prest. Prestigekarten · Kaufm. Kaufmann · Bank. Bankier
princes-picture-over-the-game = Punkte im Spielverlauf
princes-picture-moves = Züge

## Das Bild der Vorschau beim Legen.
princes-picture-preview-fits = ✓ es passt hier
princes-picture-preview-cannot = ✗ hier geht es nicht
princes-picture-preview-title = Legen: { $piece }
princes-picture-off-grid = außerhalb
princes-picture-preview-fits-here = Es passt hier.
