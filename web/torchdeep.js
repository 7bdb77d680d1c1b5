// torchdeep's own bridge to the page: the game asks for the seed in the address (?seed=N).
// Registered as a miniquad plugin, so it is in place before the game starts.
(function () {
  "use strict";
  function url_seed() {
    const text = new URLSearchParams(window.location.search).get("seed");
    if (text === null || !/^[0-9]{1,15}$/.test(text)) {
      return -1;
    }
    return Number(text);
  }
  miniquad_add_plugin({
    register_plugin: function (importObject) {
      importObject.env.torchdeep_url_seed = url_seed;
    },
    name: "torchdeep",
    version: 1,
  });
})();
