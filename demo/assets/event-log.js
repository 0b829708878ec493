/*
 * The demo pages' event log: every wk-* event of the listed types, newest first, in #event-log.
 * `window.demoEventLog(types)` starts it and returns `write(line)` for the page's own lines.
 */
(() => {
  window.demoEventLog = (types) => {
    var log = document.getElementById('event-log');
    function write(line) {
      var time = new Date().toTimeString().slice(0, 8);
      log.textContent = `${time} ${line}\n${log.textContent}`;
    }
    types.forEach((type) => {
      document.addEventListener(type, (event) => {
        var detail = JSON.stringify(event.detail);
        write(`${event.target.id} ${type} ${detail.length > 160 ? `${detail.slice(0, 157)}…` : detail}`);
      });
    });
    return write;
  };
})();
