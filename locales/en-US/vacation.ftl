# Vacations: a person's clocks standing still in one server's games (`/vacation`), and the
# server's allowance (`/server`).

command-vacation = vacation
command-vacation-description = Pause your reminders and deadlines in this server's games for some days.
command-vacation-days = days
command-vacation-days-description = How many days, from now
command-server = server
command-server-description = Set how many vacation days each person may take per 90 days in this server.
command-server-vacation_days = vacation_days
command-server-vacation_days-description = Vacation days each person may take per 90 days (0: none; default 14)

# On a board, one line per person away; $until is a Discord timestamp.
board-away = 🏖️ { $who } is away until { $until }.

vacation-started = 🏖️ You are away until { $until }: your reminders and deadlines in this server's games wait for you. { $games ->
    [0] No game of yours is in play here.
    [one] Your game in play here says so on its board.
   *[other] Your { $games } games in play here say so on their boards.
}
vacation-away = 🏖️ You are away until { $until }. Used in the last 90 days: { $used } of { $allowed } days.
vacation-end = End my vacation
vacation-ended = Welcome back: your clocks run again.
vacation-not-away = You are not away.
vacation-over-allowance = That is more than this server allows: { $allowed } vacation days per 90, and you have used { $used } of them. { $left ->
    [0] None are left for now.
   *[other] At most { $left } more now.
}
vacation-off = This server allows no vacations.
vacation-days-set = Vacations here: up to { $days } days per 90 for each person.
