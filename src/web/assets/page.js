// A game's page: the replay (slider, buttons, keys) and the live updates. Every text it
// writes goes in through textContent, never as HTML.
'use strict';

(() => {
  const root = document.getElementById('game');
  if (!root) return;
  const base = root.dataset.base;
  const board = document.getElementById('board');
  const slider = document.getElementById('slider');
  const stepOut = document.getElementById('step');
  const stepsOut = document.getElementById('steps');
  const log = document.getElementById('log');
  let steps = Number(root.dataset.steps);
  let seen = root.dataset.seen;
  // The version shown: a state read before it (from a stream that has not caught up) is old.
  const versionOf = (mark) => Number(mark.split(':')[0]);

  // At the latest step, the board follows the game as it moves; elsewhere it stays put.
  const atLatest = () => !slider || Number(slider.value) === steps;

  function show(step) {
    if (!slider) return;
    const n = Math.max(0, Math.min(steps, step));
    slider.max = String(steps);
    slider.value = String(n);
    stepOut.textContent = String(n);
    stepsOut.textContent = String(steps);
    board.src = `${base}/step/${n}`;
    board.alt = root.dataset.altStep.replace('{step}', String(n));
    for (const item of log ? log.children : []) {
      item.classList.toggle('current', Number(item.dataset.step) === n);
    }
  }

  if (slider) {
    slider.addEventListener('input', () => show(Number(slider.value)));
    const step = (id, to) => document.getElementById(id)
      .addEventListener('click', () => show(to(Number(slider.value))));
    step('first', () => 0);
    step('prev', (n) => n - 1);
    step('next', (n) => n + 1);
    step('latest', () => steps);
    document.addEventListener('keydown', (e) => {
      // The slider moves itself with the arrow keys; elsewhere the page does it.
      if (e.target === slider || e.altKey || e.ctrlKey || e.metaKey) return;
      const n = Number(slider.value);
      const to = { ArrowLeft: n - 1, ArrowRight: n + 1, Home: 0, End: steps }[e.key];
      if (to !== undefined) {
        e.preventDefault();
        show(to);
      }
    });
  }
  if (log) {
    log.addEventListener('click', (e) => {
      const item = e.target.closest('li');
      if (item) show(Number(item.dataset.step));
    });
  }

  function cell(text) {
    const td = document.createElement('td');
    td.textContent = text;
    return td;
  }

  function update(state) {
    document.getElementById('status').textContent = state.status_words;
    const players = document.querySelector('#players tbody');
    players.replaceChildren(...state.players.map((p) => {
      const tr = document.createElement('tr');
      tr.classList.toggle('to-move', p.to_move);
      tr.append(
        cell(p.to_move ? `▸ ${p.name}` : p.name),
        cell(p.score === null ? '' : String(p.score)),
        cell(p.rank === null ? '' : String(p.rank)),
      );
      return tr;
    }));
    if (log) {
      log.replaceChildren(...state.log.map((entry) => {
        const li = document.createElement('li');
        li.dataset.step = String(entry.step);
        li.value = entry.step;
        li.append(...entry.lines.map((line) => {
          const span = document.createElement('span');
          span.textContent = line;
          return span;
        }));
        return li;
      }));
    }
    const following = atLatest();
    steps = state.steps;
    root.dataset.steps = String(steps);
    if (slider) {
      show(following ? steps : Number(slider.value));
      if (following) board.alt = state.alt;
    }
    seen = state.seen;
    root.dataset.seen = seen;
    // A game that started or ended since the page was made has parts this page lacks.
    if ((!slider && state.steps > 0) || (state.status === 'finished' && !document.getElementById('scores'))) {
      window.location.reload();
    }
  }

  // Each event carries the state the page shows, as `/state` answers it.
  const events = new EventSource(`${base}/events`);
  events.addEventListener('moved', (e) => {
    const state = JSON.parse(e.data);
    if (state.seen !== seen && state.version >= versionOf(seen)) update(state);
  });
})();
