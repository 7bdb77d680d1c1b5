//! A rogue's script: Rhai source defining `fn turn(view, memory)`, run in a sandbox. Each turn
//! the script gets the rogue's [view](super::view) and a map it keeps between turns and rooms,
//! and returns one action. Every turn is bounded (operations, call depth, expression depth,
//! string, array and map sizes, and the memory as a whole); breaking a bound or failing loses
//! that turn and is reported with its line and column. Nothing reaches outside: no file, clock,
//! module or `eval`, and the only randomness is the raid's seeded `rand`. Nor closures and
//! currying: the values a function pointer carries escape Rhai's size bounds (a pointer
//! curried with itself doubles at each step), so only plain `Fn("name")` pointers are left.

use std::cell::RefCell;
use std::fmt;
use std::rc::Rc;

use rhai::packages::{
    ArithmeticPackage, BasicArrayPackage, BasicIteratorPackage, BasicMapPackage,
    BasicStringPackage, LanguageCorePackage, Package,
};
use rhai::{CallFnOptions, Dynamic, Engine, EvalAltResult, Map, Position, Scope, AST};

use super::action::{register_actions, RogueAction};

/// Operations one turn may take: a thoughtful turn takes a few thousand.
pub const MAX_OPERATIONS: u64 = 200_000;
/// Nested function calls.
pub const MAX_CALL_LEVELS: usize = 24;
/// Nesting of expressions, at the top level and inside functions.
pub const MAX_EXPR_DEPTH: (usize, usize) = (64, 48);
/// Characters of a string.
pub const MAX_STRING: usize = 4096;
/// Items of an array.
pub const MAX_ARRAY: usize = 1024;
/// Properties of a map.
pub const MAX_MAP: usize = 256;
/// Values the memory may hold in all, counted through its arrays and maps.
pub const MAX_MEMORY_VALUES: usize = 4096;
/// Bytes a script may have.
pub const MAX_SOURCE_BYTES: usize = 64 * 1024;
/// Lines of `print` kept a turn.
const MAX_PRINTS: usize = 8;

/// Something wrong with a script: where (1-based line and column, 0 when unknown) and what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScriptError {
    pub line: usize,
    pub column: usize,
    pub message: String,
}

impl ScriptError {
    fn at(position: Position, message: impl Into<String>) -> ScriptError {
        ScriptError {
            line: position.line().unwrap_or(0),
            column: position.position().unwrap_or(0),
            message: message.into(),
        }
    }

    /// A runtime error, at its innermost position (inside the function where it happened).
    fn from_eval(err: &EvalAltResult) -> ScriptError {
        let inner = err.unwrap_inner();
        let mut position = inner.position();
        if position.is_none() {
            position = err.position();
        }
        let message = match inner {
            EvalAltResult::ErrorTooManyOperations(_) => {
                format!("the turn took more than {MAX_OPERATIONS} operations (an endless loop?)")
            }
            EvalAltResult::ErrorStackOverflow(_) => {
                format!("calls nested deeper than {MAX_CALL_LEVELS} (endless recursion?)")
            }
            other => other.to_string(),
        };
        // Rhai's message repeats the position; the error carries it apart.
        let message = match message.rfind(" (line ") {
            Some(i) if message.ends_with(')') => message[..i].to_string(),
            _ => message,
        };
        ScriptError::at(position, message)
    }
}

impl fmt::Display for ScriptError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.line, self.column, self.message)
    }
}

/// The seeded random numbers a script draws from, and what it printed this turn.
#[derive(Default)]
struct Sandbox {
    rng: fastrand::Rng,
    printed: Vec<String>,
}

/// A compiled script with its memory.
pub struct Script {
    engine: Engine,
    ast: AST,
    /// Shared, so changes the script makes through its `memory` argument last.
    memory: Dynamic,
    sandbox: Rc<RefCell<Sandbox>>,
    /// Where `fn turn` is written: errors Rhai gives no position (a bound broken) point there.
    turn_at: Position,
}

/// Hashing with a fixed seed, so runs repeat whatever the build or platform.
fn fix_hashing() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let _ = rhai::config::hashing::set_hashing_seed(Some([
            0x746f_7263,
            0x6864_6565,
            0x7072_6f67,
            0x7565_2121,
        ]));
    });
}

impl Script {
    /// Compiles a script; it must define `turn` with two parameters.
    pub fn compile(source: &str) -> Result<Script, ScriptError> {
        if source.len() > MAX_SOURCE_BYTES {
            let message = format!(
                "the script has {} bytes; at most {MAX_SOURCE_BYTES}",
                source.len()
            );
            return Err(ScriptError::at(Position::NONE, message));
        }
        fix_hashing();
        let sandbox = Rc::new(RefCell::new(Sandbox::default()));
        let engine = sandboxed_engine(&sandbox);
        let ast = engine
            .compile(source)
            .map_err(|e| ScriptError::at(e.1, e.0.to_string()))?;
        let turn = ast.iter_functions().find(|f| f.name == "turn");
        match turn {
            Some(f) if f.params.len() == 2 => {}
            Some(f) => {
                let message = format!(
                    "turn takes {} parameters; expected fn turn(view, memory)",
                    f.params.len()
                );
                return Err(ScriptError::at(Position::new(1, 1), message));
            }
            None => {
                let message = "no fn turn(view, memory): the rogue needs it to act";
                return Err(ScriptError::at(Position::new(1, 1), message));
            }
        }
        Ok(Script {
            engine,
            ast,
            memory: Dynamic::from_map(Map::new()).into_shared(),
            sandbox,
            turn_at: turn_position(source),
        })
    }

    /// Starts a raid: the memory is emptied and `rand` seeded.
    pub fn start(&mut self, seed: u64) {
        self.memory = Dynamic::from_map(Map::new()).into_shared();
        self.sandbox.borrow_mut().rng = fastrand::Rng::with_seed(seed);
    }

    /// The script's choice for a turn. An error loses the turn (the caller lets the rogue
    /// wait); a memory grown past its bound is emptied.
    pub fn decide(&mut self, view: Map) -> Result<RogueAction, ScriptError> {
        self.sandbox.borrow_mut().printed.clear();
        let options = CallFnOptions::new().eval_ast(false).rewind_scope(true);
        let mut scope = Scope::new();
        let args = (Dynamic::from_map(view), self.memory.clone());
        let result = self
            .engine
            .call_fn_with_options::<Dynamic>(options, &mut scope, &self.ast, "turn", args);
        let values = count_values(&self.memory, MAX_MEMORY_VALUES + 1);
        if values > MAX_MEMORY_VALUES {
            self.memory = Dynamic::from_map(Map::new()).into_shared();
            let message =
                format!("the memory grew past {MAX_MEMORY_VALUES} values and was emptied");
            return Err(ScriptError::at(self.turn_at, message));
        }
        let value = result.map_err(|e| {
            let mut error = ScriptError::from_eval(&e);
            if error.line == 0 {
                (error.line, error.column) = (self.turn_at.line().unwrap_or(0), 1);
                error.message.push_str(" (in fn turn)");
            }
            error
        })?;
        let type_name = value.type_name();
        value.try_cast::<RogueAction>().ok_or_else(|| {
            let message = format!(
                "turn returned {type_name}; expected an action such as sneak(1, 0) or wait()"
            );
            ScriptError::at(self.turn_at, message)
        })
    }

    /// What the script printed in its last turn.
    pub fn printed(&self) -> Vec<String> {
        self.sandbox.borrow().printed.clone()
    }
}

/// The line of `fn turn`, column 1.
fn turn_position(source: &str) -> Position {
    let line = source
        .lines()
        .position(|l| {
            let l = l.trim_start();
            l.starts_with("fn turn") || l.starts_with("private fn turn")
        })
        .map_or(1, |i| i + 1);
    Position::new(line.min(u16::MAX as usize) as u16, 1)
}

/// An engine with the game's functions and the bounds of a turn.
fn sandboxed_engine(sandbox: &Rc<RefCell<Sandbox>>) -> Engine {
    // The language with arrays and maps, and a few sums by hand: not the standard package's
    // bit fields, blobs, string extras and debugging, so the browser build stays small.
    let mut engine = Engine::new_raw();
    for package in [
        LanguageCorePackage::new().as_shared_module(),
        ArithmeticPackage::new().as_shared_module(),
        BasicStringPackage::new().as_shared_module(),
        BasicIteratorPackage::new().as_shared_module(),
        BasicArrayPackage::new().as_shared_module(),
        BasicMapPackage::new().as_shared_module(),
    ] {
        engine.register_global_module(package);
    }
    engine.register_fn("abs", |n: i64| n.wrapping_abs());
    engine.register_fn("sign", |n: i64| n.signum());
    engine.register_fn("min", |a: i64, b: i64| a.min(b));
    engine.register_fn("max", |a: i64, b: i64| a.max(b));
    engine
        .set_max_operations(MAX_OPERATIONS)
        .set_max_call_levels(MAX_CALL_LEVELS)
        .set_max_expr_depths(MAX_EXPR_DEPTH.0, MAX_EXPR_DEPTH.1)
        .set_max_string_size(MAX_STRING)
        .set_max_array_size(MAX_ARRAY)
        .set_max_map_size(MAX_MAP)
        .set_max_variables(256)
        .set_max_functions(256)
        .set_strict_variables(true);
    engine.disable_symbol("eval");
    // Captured and curried values are out of reach of the size bounds: a pointer curried with
    // itself doubles a step (gigabytes in a few dozen operations), and a chain of closures
    // each capturing the last overflows the stack when dropped.
    engine.set_allow_anonymous_fn(false);
    engine.disable_symbol("curry");
    let printed = Rc::clone(sandbox);
    engine.on_print(move |text| {
        let mut s = printed.borrow_mut();
        if s.printed.len() < MAX_PRINTS {
            s.printed.push(text.chars().take(200).collect());
        }
    });
    engine.on_debug(|_, _, _| {});
    let rng = Rc::clone(sandbox);
    // Volatile: the optimiser must not fold `rand(3)` into one number.
    rhai::FuncRegistration::new("rand")
        .with_volatility(true)
        .register_into_engine(&mut engine, move |n: i64| -> i64 {
            if n <= 0 {
                0
            } else {
                rng.borrow_mut().rng.i64(0..n)
            }
        });
    engine.register_fn("dist", |x1: i64, y1: i64, x2: i64, y2: i64| -> i64 {
        (x1 - x2).abs().max((y1 - y2).abs())
    });
    register_actions(&mut engine);
    engine
}

/// How many values `value` holds, itself included, counting no further than `limit` (so the
/// walk is as bounded as the memory). A closure's captured values count too: Rhai's own size
/// limits do not see them, so they are the one way to hoard without bound.
fn count_values(value: &Dynamic, limit: usize) -> usize {
    fn walk(value: &Dynamic, count: &mut usize, limit: usize) {
        *count += 1;
        if *count >= limit {
            return;
        }
        if let Some(map) = value.read_lock::<Map>() {
            for v in map.values() {
                walk(v, count, limit);
                if *count >= limit {
                    return;
                }
            }
        } else if let Some(array) = value.read_lock::<rhai::Array>() {
            for v in array.iter() {
                walk(v, count, limit);
                if *count >= limit {
                    return;
                }
            }
        } else if let Some(f) = value.read_lock::<rhai::FnPtr>() {
            for v in f.iter_curry() {
                walk(v, count, limit);
                if *count >= limit {
                    return;
                }
            }
        }
    }
    let mut count = 0;
    walk(value, &mut count, limit);
    count
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `rand` is volatile: the optimiser must not fold `rand(8)` into one number when the
    /// script compiles.
    #[test]
    fn rand_is_drawn_each_turn() {
        let source = "fn turn(view, memory) { let d = rand(8); print(`${d}`); wait() }";
        let mut script = Script::compile(source).unwrap();
        script.start(7);
        let mut seen = std::collections::BTreeSet::new();
        for _ in 0..40 {
            script.decide(Map::new()).unwrap();
            seen.insert(script.printed()[0].clone());
        }
        assert!(seen.len() > 4, "rand gave only {seen:?}");
    }

    /// What a script writes into `memory` is there the next turn.
    #[test]
    fn memory_lasts_between_turns() {
        let source = "fn turn(view, memory) { memory.n = (memory.n ?? 0) + 1; print(`${memory.n}`); wait() }";
        let mut script = Script::compile(source).unwrap();
        script.start(1);
        for n in 1..=3 {
            script.decide(Map::new()).unwrap();
            assert_eq!(script.printed(), vec![n.to_string()]);
        }
        script.start(2);
        script.decide(Map::new()).unwrap();
        assert_eq!(
            script.printed(),
            vec!["1".to_string()],
            "a new raid empties it"
        );
    }
}
