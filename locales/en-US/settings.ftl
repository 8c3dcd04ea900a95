## /settings: each person's own settings, and what quiet hours and the digest send.

settings-title = Your settings
settings-zone = Time zone
settings-zone-now = { $zone } (it is { $time } there now)
settings-zone-choice = { $zone }
settings-zone-placeholder = Choose your time zone (any other: /settings time_zone)
settings-zone-unknown = I do not know the time zone “{ $zone }”. Give its name as in Europe/Berlin or America/New_York.
settings-quiet = Quiet hours
settings-quiet-none = none: I may ping you at any hour
settings-quiet-range = { $from }–{ $to }: no pings, DMs or reminders then; what comes is sent as one summary at { $to }. Your deadlines keep counting, but none falls inside: it moves to { $to }.
settings-quiet-off = No quiet hours
settings-quiet-from-placeholder = Quiet hours from…
settings-quiet-from-choice = Quiet from { $time }
settings-quiet-to-placeholder = …until
settings-quiet-to-choice = Quiet until { $time }
settings-quiet-same = Quiet hours must start and end at different times.
settings-dm-pings = Pings by DM
settings-hand-dm = Hand by DM
settings-hand-every = after every change
settings-hand-asked = only when asked (*My hand*)
settings-digest = Daily digest
settings-digest-at = at { $time } each day, by DM
settings-on = on
settings-off = off
settings-toggle = { $name }: { $state }
settings-footer = Only you see this. Your settings count in every game and every server.
settings-not-away = You are not away.

## What quiet hours held back, and the daily digest, by DM.

dm-ping = { $text }
    { $link }
held-title = While your quiet hours lasted
held-what = Meanwhile: { $what }.
held-turn = it came to you
held-hand = your hand changed (*My hand* on the board shows it)
held-reminder = you were reminded
digest-title = { $count ->
    [one] One game waits on you
   *[other] { $count } games wait on you
}
games-mine-title = Waiting on you
games-mine-none = No game in this server waits on you.
