# Wörter, die alle Spiele und alle Teile des Bots teilen.

## Die Spiele, unter den Namen ihrer deutschen Ausgaben.
game-palazzo = Palazzo
game-alhambra = Alhambra
game-princes = Die Fürsten von Florenz
game-genoa = Die Händler von Genua

## Plätze und wer sie spielt.
# Ein Platz am Tisch, nach seiner Nummer ab 1.
seat = Platz { $number }
seat-computer = { $level ->
    [strong] Starker
    [basic] Einfacher
   *[random] Zufälliger
} Computer (Platz { $number })
seat-program = Platz { $number } (Programm)

## Wertung.
standing = { $rank }. { $who } — { $points } { $points ->
    [one] Punkt
   *[other] Punkte
}

## Was ein Zug bewirkt hat.
move-made = dein Zug ist gemacht

## Bilder in Worten, für alle, die sie nicht sehen (Alternativtext).
alt-board = Spielplan von { $game }. { $decision } Punkte: { $scores }.
alt-hand = Deine Hand in { $game }, Partie #{ $id }. { $hand }
alt-scores = Wertung von { $game }: { $scores }. Darunter der Punktestand aller nach jedem Zug als Kurve.
alt-empty = Ein Bild der Partie.

## Das Tempo einer Partie.
wait-minutes = { $n } Min.
wait-hours = { $n } Std.
wait-days = { $n } Tg.
deadline-default-move = wird der Standardzug gespielt

## Wer am Zug ist.
ping = { $who }, du bist am Zug in { $game }, Partie #{ $id }: { $what }
reminder = ⏰ { $who }, { $game }, Partie #{ $id }, wartet seit { $waited } auf deinen Zug.
reminder-deadline = Wenn du nicht { $when } ziehst, { $then }.
deadline-missed = ⌛ Die Zeit ist um für { $who } in { $game }, Partie #{ $id }{ $missed ->
    [0] {""}
    [1] {""}
   *[other] {" "}({ $missed } Fristen in Folge verpasst)
}: Für { $who } { $then } — { $done }.

## Was ein Zug gesagt hat.
game-over = { $game }, Partie #{ $id }, ist zu Ende.
done = Erledigt: { $what }.
taken-back = Zurückgenommen: { $what }. Der Spielplan zeigt die Partie wie vor dieser Aktion.
taken-back-last = deine letzte Aktion

## Der Verlauf einer Partie.
log-title = { $game }, Partie #{ $id } — Verlauf
log-empty = Noch ist nichts geschehen.
log-page = Seite { $page } von { $pages }
log-first = « Anfang
log-earlier = ‹ Früher
log-later = Später ›
log-latest = Neueste »
game-abandoned = aufgegeben
game-abandoned-why = Diese Partie wurde aufgegeben: Sie endete unvollendet und zählt nicht in `/statistik`.

## Die Lobby.
lobby-title = { $game } · Partie #{ $id } — Lobby
lobby-opened = { $host } hat eine Partie für { $min } bis { $max } Personen eröffnet. Tritt bei; wer eröffnet hat, startet, sobald alle bereit sind.
rematch-title = { $game } · Partie #{ $id } — Revanche für Partie #{ $old }
rematch-asked = { $host } fordert eine Revanche. Sie beginnt, sobald alle aus Partie #{ $old } zugesagt haben (Beitreten); wer eröffnet hat, kann früher starten. Es fehlen noch: { $awaited }.
lobby-nobody-yet = noch niemand
lobby-nobody = niemand
lobby-computer = { $level ->
    [strong] Starker
    [basic] Einfacher
   *[random] Zufälliger
} Computer
lobby-seated = Am Tisch ({ $seated }/{ $max })
lobby-options = Optionen
lobby-pace = Tempo
lobby-board = Spielplan
lobby-language = Sprache
game-number = Partie #{ $id }
lobby-join = Beitreten
lobby-leave = Verlassen
lobby-start = Starten
lobby-cancel = Abbrechen
lobby-add-computer = { $level ->
    [strong] Starken
    [basic] Einfachen
   *[random] Zufälligen
} Computer hinzufügen
lobby-remove-computer = Letzten Computer entfernen
lobby-computers-placeholder = Computerspieler (Gastgeber)…
level-strong-blurb = denkt etwa eine Sekunde pro Zug und schätzt die verdeckten Karten
level-basic-blurb = spielt sofort nach Faustregeln
level-random-blurb = spielt irgendeinen erlaubten Zug: zum Lernen der Regeln
pace-reminders = ⏰ Erinnerung nach { $after }, dann alle { $every }.
pace-no-deadline = ⌛ Keine Frist.
pace-deadline = ⌛ Frist { $wait } pro Entscheidung: danach { $then }.
board-pictures = 🖼️ Bilder von Spielplan, Händen und Wertung, dazu der Text.
board-text = 🔤 Nur Text, keine Bilder.
game-cancelled = abgebrochen
game-cancelled-why = Der Gastgeber hat diese Partie abgebrochen.
game-ended-title = { $game } · Partie #{ $id } — { $how }

## Eine Partie eröffnen.
play-refused = Keine Partie eröffnet: { $why }.
play-opponents = { $game } ist für { $min } bis { $max } Personen, also du und { $fewest } bis { $most } Computer
settings-remind-too-soon = eine Erinnerung muss mindestens { $least } warten, nicht { $given }
settings-remind-too-late = Erinnerungen können höchstens { $most } warten, nicht { $given }
settings-deadline = eine Frist muss zwischen { $least } und { $most } liegen, nicht { $given }
settings-absent-after = ein Platz kann nach 1 bis { $most } verpassten Fristen als abwesend gelten, nicht nach { $given }
settings-remind-after-deadline = die Erinnerung (nach { $remind }) käme erst nach der Frist ({ $deadline }): erinnere früher oder gib eine längere Frist

## Ablehnungen: warum ein Klick nichts geändert hat.
refused-bad-id = Das hat nicht geklappt: Dieses Bedienelement stammt nicht von Tavola oder wurde verändert.
refused-not-found = Diese Partie gibt es nicht.
refused-not-seated = Du sitzt nicht an dieser Partie.
refused-not-host = Das darf nur der Gastgeber.
refused-not-in-lobby = Diese Partie hat die Lobby schon verlassen.
refused-already-seated = Du hast schon einen Platz an dieser Partie.
refused-full = Der Tisch ist voll.
refused-not-enough = Zum Starten braucht es mindestens { $min } Personen.
refused-host-cannot-leave = Der Gastgeber kann nicht gehen; er bricht die Partie stattdessen ab.
refused-not-active = Diese Partie wird gerade nicht gespielt.
refused-finished = Diese Partie ist zu Ende.
refused-no-such-seat = Es gibt keinen Platz { $seat }.
refused-program-seat = Platz { $seat } spielt schon das Programm.
refused-own-seat = Über deinen eigenen Platz kannst du nicht abstimmen.
refused-not-absent = Dieser Platz hat { $missed } { $missed ->
    [one] Frist
   *[other] Fristen
} in Folge verpasst; die anderen können ihn nach { $needed } dem Programm geben.
refused-not-host-or-admin = Nur der Gastgeber oder ein Server-Admin kann einen Platz weitergeben.
refused-member-seated = Diese Person hat schon einen Platz an dieser Partie.
refused-not-invited = Diese Revanche ist für die Personen der vorigen Partie.
refused-no-computer = Es gibt keinen Computer zum Entfernen.
refused-stale = Der Spielplan ist inzwischen weiter: nimm den aktuellen.
refused-nothing-to-take-back = Es gibt noch nichts zurückzunehmen.
refused-take-back-not-yours = Nur die letzte Aktion kann zurückgenommen werden, von ihrem Spieler, bevor jemand anderes handelt.
refused-take-back-revealed = Diese Aktion kann nicht zurückgenommen werden: Sie hat Verdecktes aufgedeckt.
refused-take-back-other-seat = Diese Aktion kann nicht zurückgenommen werden: Sie hat verändert, was jemand anderes besitzt.
refused-seat-changed = Dieser Platz hat gerade den Besitzer gewechselt; nichts hat sich geändert. Versuch es noch einmal.
refused-corrupt = Die Aufzeichnungen dieser Partie sind beschädigt; nichts hat sich geändert.
refused-program = Das Programm konnte seinen Zug nicht machen; nichts hat sich geändert.
refused-store = Beim Speichern ging etwas schief; nichts hat sich geändert. Bitte versuch es noch einmal.
refused-not-your-turn = Du bist nicht am Zug: { $who } entscheidet gerade.
refused-nobody = niemand
play-no-expansion = { $game } hat keine Erweiterung { $expansion }
expansion-muse-princess = Muse und Prinzessin
refused-take-back-too-late = Zu spät zum Zurücknehmen: Die Partie ist inzwischen weiter (jemand hat gehandelt, oder es wurde schon zurückgenommen). Nimm den aktuellen Spielplan.

## Abstimmungen.
vote-count = { $votes } von { $needed } Stimmen
vote-absent-open = Abstimmung, den Platz von { $who } in { $game }, Partie #{ $id }, dem Programm zu geben: { $votes }. Wer zustimmt, klickt unten.
vote-absent-carried = Den Platz von { $who } in { $game }, Partie #{ $id }, spielt ab jetzt das Programm ({ $votes }).
vote-abandon-open = Abstimmung, { $game }, Partie #{ $id }, aufzugeben: { $votes }. Wer zustimmt, klickt unten; eine aufgegebene Partie zählt nicht in `/statistik`.
vote-abandon-carried = { $game }, Partie #{ $id }, ist aufgegeben ({ $votes }).
refused-not-started = Diese Partie hat noch nicht begonnen.
refused-no-board = Diese Partie hat keinen Spielplan.
refused-not-seated-in = Du sitzt nicht an Partie #{ $id }.

## Der Kopf des Spielplans und die Knöpfe, die alle Spiele teilen.
board-title = { $game } · Partie #{ $id }
board-thinking = 🤔 { $who } { $count ->
    [one] denkt
   *[other] denken
} nach…
board-deadline = ⌛ Frist { $when }: danach { $then }.
list-and = { $first } und { $last }
button-rematch = Revanche
button-vote-absent = Platz dem Programm geben
button-vote-abandon = Für Aufgeben stimmen
button-take-back = ↩ Zurücknehmen (Platz { $seat })

## /games und /game.
games-none = Du sitzt an keiner Partie auf diesem Server. Eröffne eine mit `/spielen`.
games-title = Deine Partien
games-in-lobby = in der Lobby, { $seated } am Tisch
games-board-link = Spielplan
games-deciding-since = am Zug seit { $when }
games-line = **{ $game }, Partie #{ $id }** in { $channel }
status-lobby = in der Lobby
status-active = im Spiel
status-finished = beendet
status-cancelled = abgebrochen
game-played-in = Partie #{ $id } wird in { $channel } gespielt.
game-is = Partie #{ $id } ist { $status }.
board-moved = Der Spielplan von Partie #{ $id } ist umgezogen: { $link }
export-not-over = Partie #{ $id } ist nicht vorbei: Ihre Aufzeichnung würde alle verdeckten Karten zeigen. Exportiere sie, wenn die Partie zu Ende ist.
export-record = Die Aufzeichnung von { $game }, Partie #{ $id }.
left-lobby = Du hast die Lobby von Partie #{ $id } verlassen.
left-last = { $who } hat { $game }, Partie #{ $id }, als letzte Person verlassen: Die Partie ist aufgegeben.
left-play = { $who } hat { $game }, Partie #{ $id }, verlassen: Das Programm spielt den Platz ab jetzt.
refused-bot-seat = Ein Bot kann keinen Platz einnehmen.
seat-given = { $by } hat Platz { $seat } von { $game }, Partie #{ $id } (gespielt von { $before }), an { $member } gegeben: Der Platz behält alles, was er besitzt.
which-none-here = In diesem Kanal läuft keine Partie: Sag, welche (`partie: 7`).
which-several-here = In diesem Kanal laufen mehrere Partien: Sag, welche (`partie: 7`).
which-no-such = Auf diesem Server gibt es keine Partie #{ $id }.
rematch-opened = Du hast eine Revanche gefordert: Partie #{ $id }. Sie beginnt, sobald die anderen zusagen.
rematch-joined = Du hast die Revanche angenommen, Partie #{ $id }.
rematch-started = Alle haben zugesagt: Die Revanche, Partie #{ $id }, hat begonnen.
rematch-already = Du hast die Revanche (Partie #{ $id }) schon angenommen.
command-failed = Etwas ist schiefgegangen; die Partie ist unverändert. Bitte versuch es noch einmal.
wait-seconds = { $n } Sek.

## /statistik.
stats-title = Tavola — die Partien dieses Servers
stats-none = Hier wurde noch keine Partie zu Ende gespielt. Eröffne eine mit `/spielen`.
stats-total = { $total } { $total ->
    [one] beendete Partie
   *[other] beendete Partien
}: { $games }. Aufgegebene Partien zählen nicht; ein geteilter erster Platz ist für alle ein Sieg.
stats-leaderboard = Bestenliste — alle Spiele
stats-game = { $game } — { $games } { $games ->
    [one] Partie
   *[other] Partien
}{ $computers ->
    [0] {""}
   *[other] , { $computers } mit Computern
}
stats-ratings = { $game } — Wertungszahlen (Weng–Lin: Können − 3 × Zweifel)
stats-leader = { $rank }. { $who } — { $won } von { $played } gewonnen ({ $share } %)
stats-rating = { $rank }. { $who } — { $rating } (Können { $skill } ± { $doubt }, { $games } { $games ->
    [one] Partie
   *[other] Partien
})
stats-pace = Tempo — mittlere Zeit pro Zug
stats-pace-line = { $who } — { $took } ({ $moves } { $moves ->
    [one] Zug
   *[other] Züge
})

## Namen auf Bildern für Plätze, die der Bot nicht benennen kann.
picture-player = Person { $number }
picture-program = Programm { $number }
pace-summary-reminders = Erinnerung nach { $after }, dann alle { $every }
pace-summary-no-deadline = keine Frist
pace-summary-deadline = Frist { $wait }, danach { $then }; nach { $missed } verpassten in Folge können die anderen den Platz dem Programm geben
refused-player-count = { $game } wird zu { $min } bis { $max } gespielt, nicht zu { $players }.
