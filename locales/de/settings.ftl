## /einstellungen: die eigenen Einstellungen jeder Person, und was Ruhezeiten und die Übersicht senden.

settings-title = Deine Einstellungen
settings-zone = Zeitzone
settings-zone-now = { $zone } (dort ist es jetzt { $time })
settings-zone-choice = { $zone }
settings-zone-placeholder = Zeitzone wählen (jede andere: /einstellungen zeitzone)
settings-zone-unknown = Die Zeitzone „{ $zone }“ kenne ich nicht. Gib ihren Namen an wie Europe/Berlin oder America/New_York.
settings-quiet = Ruhezeiten
settings-quiet-none = keine: Ich darf dich zu jeder Stunde anpingen
settings-quiet-range = { $from }–{ $to }: dann keine Pings, DMs oder Erinnerungen; was kommt, erhältst du um { $to } als eine Zusammenfassung. Deine Fristen laufen weiter, enden aber nie darin: Sie rücken auf { $to }.
settings-quiet-off = Keine Ruhezeiten
settings-quiet-from-placeholder = Ruhezeit ab …
settings-quiet-from-choice = Ruhe ab { $time }
settings-quiet-to-placeholder = … bis
settings-quiet-to-choice = Ruhe bis { $time }
settings-quiet-same = Eine Ruhezeit muss zu verschiedenen Zeiten beginnen und enden.
settings-dm-pings = Pings per DM
settings-hand-dm = Hand per DM
settings-hand-every = nach jeder Änderung
settings-hand-asked = nur auf Anfrage (*Meine Hand*)
settings-digest = Tägliche Übersicht
settings-digest-at = jeden Tag um { $time } per DM
settings-on = an
settings-off = aus
settings-toggle = { $name }: { $state }
settings-footer = Nur du siehst das. Deine Einstellungen gelten in jeder Partie und auf jedem Server.
settings-not-away = Du bist nicht abwesend.

## Was Ruhezeiten zurückhielten, und die tägliche Übersicht, per DM.

dm-ping = { $text }
    { $link }
held-title = Während deiner Ruhezeit
held-what = Inzwischen: { $what }.
held-turn = du kamst an die Reihe
held-hand = deine Hand hat sich geändert (*Meine Hand* auf dem Spielplan zeigt sie)
held-reminder = du wurdest erinnert
digest-title = { $count ->
    [one] Eine Partie wartet auf dich
   *[other] { $count } Partien warten auf dich
}
games-mine-title = Wartet auf dich
games-mine-none = Keine Partie auf diesem Server wartet auf dich.
