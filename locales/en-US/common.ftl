# Words every game and every part of the bot shares.

## The games, by the names players know them by.
game-palazzo = Palazzo
game-alhambra = Alhambra
game-princes = The Princes of Florence
game-genoa = Genoa

## Seats and who plays them.
# A seat at the table, by its number from 1.
seat = Seat { $number }
seat-computer = { $level ->
    [strong] Strong
    [basic] Basic
   *[random] Random
} computer (Seat { $number })
seat-program = Seat { $number } (program)

## Scores.
standing = { $rank }. { $who } — { $points } { $points ->
    [one] pt
   *[other] pts
}

## What a move did.
move-made = your move is made

## Pictures in words, for those who cannot see them (alt text).
alt-board = { $game } board. { $decision } Scores: { $scores }.
alt-hand = Your hand in { $game } game #{ $id }. { $hand }
alt-scores = { $game } scores: { $scores }. Below, a chart of each player's score after every move.
alt-empty = A picture of the game.

## The pace of a game.
wait-minutes = { $n } min
wait-hours = { $n } h
wait-days = { $n } d
deadline-default-move = the default move is played

## Whose turn it is.
ping = { $who }, your turn in { $game } game #{ $id }: { $what }
reminder = ⏰ { $who }, { $game } game #{ $id } has waited { $waited } for your move.
reminder-deadline = If you have not moved { $when }, { $then } for you.
deadline-missed = ⌛ Time is up for { $who } in { $game } game #{ $id }{ $missed ->
    [0] {""}
    [1] {""}
   *[other] {" "}({ $missed } deadlines missed so far)
}: { $then } for them — { $done }.

## What a move said.
game-over = { $game } game #{ $id } is over.
done = Done: { $what }.
taken-back = Taken back: { $what }. The board shows the game as it was before it.
taken-back-last = your last action

## A game's history.
log-title = { $game } game #{ $id } — history
log-empty = Nothing has happened yet.
log-page = Page { $page } of { $pages }
log-first = « First
log-earlier = ‹ Earlier
log-later = Later ›
log-latest = Latest »
game-abandoned = abandoned
game-abandoned-why = This game was abandoned: it ended unfinished and does not count in `/stats`.

## The lobby.
lobby-title = { $game } · game #{ $id } — lobby
lobby-opened = { $host } opened a game for { $min } to { $max } players. Join, and the host starts when ready.
rematch-title = { $game } · game #{ $id } — rematch of game #{ $old }
rematch-asked = { $host } asks for a rematch. It starts when every player of game #{ $old } has accepted (Join); the host may start sooner. Waiting for: { $awaited }.
lobby-nobody-yet = nobody yet
lobby-nobody = nobody
lobby-computer = { $level ->
    [strong] Strong
    [basic] Basic
   *[random] Random
} computer
lobby-seated = Seated ({ $seated }/{ $max })
lobby-options = Options
lobby-pace = Pace
lobby-board = Board
lobby-language = Language
game-number = Game #{ $id }
lobby-join = Join
lobby-leave = Leave
lobby-start = Start
lobby-cancel = Cancel
lobby-add-computer = Add a { $level ->
    [strong] strong
    [basic] basic
   *[random] random
} computer player
lobby-remove-computer = Take the last computer player out
lobby-computers-placeholder = Computer players (host)…
level-strong-blurb = thinks about a second a move, guessing at the hidden cards
level-basic-blurb = plays by rules of thumb, at once
level-random-blurb = plays any legal move: for learning the rules
pace-reminders = ⏰ A player is reminded after { $after }, then every { $every }.
pace-no-deadline = ⌛ No deadline.
pace-deadline = ⌛ Deadline { $wait } a decision: then { $then }.
board-pictures = 🖼️ Pictures of the board, the hands and the scores, with the text.
board-text = 🔤 Text alone, no pictures.
game-cancelled = cancelled
game-cancelled-why = The host cancelled this game.
game-ended-title = { $game } · game #{ $id } — { $how }

## Opening a game.
play-refused = No game opened: { $why }.
play-opponents = { $game } takes { $min } to { $max } players, so you and { $fewest } to { $most } computer players
settings-remind-too-soon = a reminder must wait at least { $least }, not { $given }
settings-remind-too-late = reminders can wait at most { $most }, not { $given }
settings-deadline = a deadline must be between { $least } and { $most }, not { $given }
settings-absent-after = a seat can be voted absent after 1 to { $most } missed deadlines, not { $given }
settings-remind-after-deadline = the reminder (after { $remind }) would come only after the deadline ({ $deadline }): remind sooner, or give a longer deadline

## Refusals: why a click changed nothing.
refused-bad-id = That did not work: this control is not one of Tavola's, or it was altered.
refused-not-found = There is no such game.
refused-not-seated = You are not seated at this game.
refused-not-host = Only the host can do that.
refused-not-in-lobby = This game has left its lobby.
refused-already-seated = You already have a seat at this game.
refused-full = The table is full.
refused-not-enough = At least { $min } players are needed to start.
refused-host-cannot-leave = The host cannot leave; they cancel the game instead.
refused-not-active = This game is not being played.
refused-finished = This game is over.
refused-no-such-seat = There is no seat { $seat }.
refused-program-seat = Seat { $seat } is already played by the program.
refused-own-seat = You cannot vote on your own seat.
refused-not-absent = That seat has missed { $missed } { $missed ->
    [one] deadline
   *[other] deadlines
} in a row; the others may vote it to the program after { $needed }.
refused-not-host-or-admin = Only the host or a server admin can give a seat to someone else.
refused-member-seated = They already have a seat at this game.
refused-not-invited = This rematch is for the players of the game before.
refused-no-computer = There is no computer player to take out.
refused-stale = The board has moved on since this was shown: use the current board.
refused-nothing-to-take-back = There is nothing to take back yet.
refused-take-back-not-yours = Only the last action can be taken back, by its player, before anyone else acts.
refused-take-back-revealed = That action cannot be taken back: it showed something that was hidden.
refused-take-back-other-seat = That action cannot be taken back: it changed what another player holds.
refused-seat-changed = That seat has just changed hands; nothing changed. Try again.
refused-corrupt = This game's records are damaged; nothing changed.
refused-program = The program could not make its move; nothing changed.
refused-store = Something went wrong saving that; nothing changed. Please try again.
refused-not-your-turn = It is not your turn: { $who } decides now.
refused-nobody = nobody
play-no-expansion = { $game } has no expansion { $expansion }
expansion-muse-princess = The Muse & Princess
refused-take-back-too-late = Too late to take that back: the game has moved on since (someone has acted, or it was taken back already). Use the current board.

## Votes.
vote-count = { $votes } of { $needed } votes
vote-absent-open = Vote to hand { $who }'s seat in { $game } game #{ $id } to the program: { $votes }. Other players who agree, click below.
vote-absent-carried = { $who }'s seat in { $game } game #{ $id } is played by the program from now on ({ $votes }).
vote-abandon-open = Vote to abandon { $game } game #{ $id }: { $votes }. Players who agree, click below; an abandoned game does not count in `/stats`.
vote-abandon-carried = { $game } game #{ $id } is abandoned ({ $votes }).
refused-not-started = This game has not started yet.
refused-no-board = This game has no board.
refused-not-seated-in = You are not seated in game #{ $id }.

## The board's head, and the buttons every game shares.
board-title = { $game } · game #{ $id }
board-thinking = 🤔 { $who } { $count ->
    [one] is
   *[other] are
} thinking…
board-deadline = ⌛ Deadline { $when }: then { $then }.
list-and = { $first } and { $last }
button-rematch = Rematch
button-vote-absent = Hand this seat to the program
button-vote-abandon = Vote to abandon
button-take-back = ↩ Take back (Seat { $seat })

## /games and /game.
games-none = You sit at no game in this server. Open one with `/play`.
games-title = Your games
games-in-lobby = in its lobby, { $seated } seated
games-board-link = board
games-deciding-since = deciding since { $when }
games-line = **{ $game } game #{ $id }** in { $channel }
status-lobby = in its lobby
status-active = being played
status-finished = finished
status-cancelled = cancelled
game-played-in = Game #{ $id } is played in { $channel }.
game-is = Game #{ $id } is { $status }.
board-moved = The board of game #{ $id } moved: { $link }
export-not-over = Game #{ $id } is not over: its record would reveal every hidden card. Export it when the game has ended.
export-record = The record of { $game } game #{ $id }.
left-lobby = You left the lobby of game #{ $id }.
left-last = { $who } left { $game } game #{ $id }, its last player: the game is abandoned.
left-play = { $who } left { $game } game #{ $id }: the program plays their seat from now on.
refused-bot-seat = A bot cannot take a seat.
seat-given = { $by } gave seat { $seat } of { $game } game #{ $id } (played by { $before }) to { $member }: the seat keeps everything it holds.
which-none-here = No game is running in this channel: say which (`game: 7`).
which-several-here = Several games run in this channel: say which (`game: 7`).
which-no-such = There is no game #{ $id } in this server.
rematch-opened = You asked for a rematch: game #{ $id }. It starts when the other players accept.
rematch-joined = You accepted the rematch, game #{ $id }.
rematch-started = Everyone accepted: the rematch, game #{ $id }, has started.
rematch-already = You have accepted the rematch (game #{ $id }) already.
command-failed = Something went wrong; the game is unchanged. Please try again.
wait-seconds = { $n } s

## /stats.
stats-title = Tavola — this server's games
stats-none = No game has been played to its end here yet. Open one with `/play`.
stats-total = { $total } finished { $total ->
    [one] game
   *[other] games
}: { $games }. Abandoned games do not count; a shared first place is a win for each.
stats-leaderboard = Leaderboard — all games
stats-game = { $game } — { $games } { $games ->
    [one] game
   *[other] games
}{ $computers ->
    [0] {""}
   *[other] , { $computers } with computer players
}
stats-ratings = { $game } — ratings (Weng–Lin: skill − 3 × doubt)
stats-leader = { $rank }. { $who } — { $won } won of { $played } played ({ $share }%)
stats-rating = { $rank }. { $who } — { $rating } (skill { $skill } ± { $doubt }, { $games } { $games ->
    [one] game
   *[other] games
})
stats-pace = Pace — median time to move
stats-pace-line = { $who } — { $took } ({ $moves } { $moves ->
    [one] move
   *[other] moves
})

## Names drawn on pictures for seats the bot cannot name.
picture-player = Player { $number }
picture-program = Program { $number }
pace-summary-reminders = reminder after { $after }, then every { $every }
pace-summary-no-deadline = no deadline
pace-summary-deadline = deadline { $wait }, then { $then }; after { $missed } missed in a row the others may hand the seat to the program
refused-player-count = { $game } is played by { $min } to { $max } players, not { $players }.
