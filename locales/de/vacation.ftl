# Urlaub: die Uhren einer Person stehen in den Spielen eines Servers still (`/vacation`), und
# was der Server erlaubt (`/server`).

command-vacation = urlaub
command-vacation-description = Deine Erinnerungen und Fristen in den Spielen dieses Servers für einige Tage anhalten.
command-vacation-days = tage
command-vacation-days-description = Wie viele Tage, ab jetzt
command-server = server
command-server-description = Festlegen, wie viele Urlaubstage jede Person in 90 Tagen auf diesem Server nehmen darf.
command-server-vacation_days = urlaubstage
command-server-vacation_days-description = Urlaubstage pro Person in 90 Tagen (0: keine; Standard 14)

# Auf einem Brett, eine Zeile je Person im Urlaub; $until ist ein Discord-Zeitstempel.
board-away = 🏖️ { $who } ist im Urlaub bis { $until }.

vacation-started = 🏖️ Du bist im Urlaub bis { $until }: deine Erinnerungen und Fristen in den Spielen dieses Servers warten auf dich. { $games ->
    [0] Hier läuft kein Spiel von dir.
    [one] Dein laufendes Spiel hier zeigt es auf seinem Brett.
   *[other] Deine { $games } laufenden Spiele hier zeigen es auf ihren Brettern.
}
vacation-away = 🏖️ Du bist im Urlaub bis { $until }. In den letzten 90 Tagen genutzt: { $used } von { $allowed } Tagen.
vacation-end = Urlaub beenden
vacation-ended = Willkommen zurück: deine Uhren laufen wieder.
vacation-not-away = Du bist nicht im Urlaub.
vacation-over-allowance = Das ist mehr, als dieser Server erlaubt: { $allowed } Urlaubstage in 90 Tagen, und du hast { $used } davon genutzt. { $left ->
    [0] Im Moment ist keiner mehr übrig.
   *[other] Jetzt höchstens noch { $left }.
}
vacation-off = Dieser Server erlaubt keinen Urlaub.
vacation-days-set = Urlaub hier: bis zu { $days } Tage in 90 für jede Person.
