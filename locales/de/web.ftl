# Die Seiten im Web: die Seite einer Partie und die eines Servers, und die Knöpfe dorthin.

button-page = 🌐 Partie im Web
button-server-page = 🌐 Beendete Partien
web-title = { $game } #{ $id }
web-status-lobby = Wartet auf Mitspieler: { $seated } am Tisch.
web-status-active = Am Zug: { $who }
web-status-finished = Die Partie ist beendet.
web-status-cancelled = Die Partie wurde abgebrochen.
web-alt-step = Das Spielbrett nach Schritt { $step }
web-replay = Wiederholung
web-first = Erster Schritt
web-previous = Vorheriger Schritt
web-next = Nächster Schritt
web-latest = Letzter Schritt
web-step = Schritt
web-players = Spieler
web-player = Spieler
web-score = Punkte
web-rank = Platz
web-final-scores = Endwertung
web-history = Verlauf
web-footer = Diese Seite zeigt, was das Spielbrett im Kanal zeigt. Die Hände bleiben geheim.
web-someone = Ein Spieler
web-server-title = Beendete Partien auf diesem Server
web-server-none = Hier wurde noch keine Partie beendet.
web-server-games = { $count ->
    [one] 1 Partie beendet
   *[other] { $count } Partien beendet
}
web-server-finished = Letzte Partien
web-won = Gewonnen
web-played = Partien
web-rating = Wertung
