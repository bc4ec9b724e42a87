//! `#pragma nv_diag_suppress | nv_diag_remark | nv_diag_warning |
//! nv_diag_error | nv_diag_default N[, M…]` and `#pragma nv_diagnostic
//! push | pop`: severity changes that hold from the pragma on, in source
//! order. Each pass applies the pragmas of its own preprocessed text.
//!
//! A pragma names messages by number (as displayed, e.g. `20011`, or the
//! internal number below 3457) or by EDG tag name. Only discretionary
//! diagnostics (remarks, warnings and discretionary errors) change; hard
//! errors stay errors (as on the reference).

use crate::diag::{Diagnostic, Pass, Severity};
use crate::il::Il;
use alloc::vec::Vec;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Action {
    Suppress,
    Remark,
    Warning,
    Error,
    Default,
}

#[derive(Debug, Clone)]
enum Event {
    Set(Action, Vec<u32>),
    Push,
    Pop,
}

/// EDG tag names accepted by the pragmas (those of messages the tool
/// produces), with their internal numbers.
const TAGS: &[(&str, u32)] = &[
    ("declared_but_not_referenced", 177),
    ("set_but_not_used", 550),
    ("used_before_set", 549),
    ("unreachable_code", 128),
    ("missing_return_statement", 940),
    ("extra_semicolon", 381),
];

fn tag_number(tag: &str) -> Option<u32> {
    if let Some((_, n)) = TAGS.iter().find(|(t, _)| *t == tag) {
        return Some(*n);
    }
    super::cuda_catalog::CATALOG.iter().find(|d| d.tag == tag).map(|d| d.number)
}

/// The internal number a pragma argument names.
fn internal_number(word: &str) -> Option<u32> {
    if let Ok(n) = word.parse::<u32>() {
        return Some(if n >= 20000 { n - 16543 } else { n });
    }
    tag_number(word)
}

/// Parse one pragma line's text (after `#pragma`).
fn parse_pragma(text: &str) -> Option<Event> {
    let text = text.trim();
    let (word, rest) = match text.find(|c: char| c.is_whitespace()) {
        Some(p) => (&text[..p], text[p..].trim()),
        None => (text, ""),
    };
    let action = match word {
        "nv_diag_suppress" => Action::Suppress,
        "nv_diag_remark" => Action::Remark,
        "nv_diag_warning" => Action::Warning,
        "nv_diag_error" => Action::Error,
        "nv_diag_default" => Action::Default,
        "nv_diagnostic" => {
            return match rest {
                "push" => Some(Event::Push),
                "pop" => Some(Event::Pop),
                _ => None,
            }
        }
        _ => return None,
    };
    let nums: Vec<u32> = rest
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|w| !w.is_empty())
        .filter_map(internal_number)
        .collect();
    Some(Event::Set(action, nums))
}

/// The physical line of a diagnostic's logical position (file, line).
fn phys_line_of(il: &Il, file: &str, line: u32) -> Option<u32> {
    let marks = &il.source_map.marks;
    for (i, m) in marks.iter().enumerate() {
        if il.source_map.file_name(m.file) != file || m.line > line {
            continue;
        }
        let phys = m.phys_line.checked_add(line - m.line)?;
        let next = marks.get(i + 1).map(|n| n.phys_line).unwrap_or(u32::MAX);
        if phys < next {
            return Some(phys);
        }
    }
    None
}

/// The messages cudafe++ (the host pass) suppresses unless a pragma says
/// otherwise: the unused-variable warnings are cicc's to report (the
/// reference's host pass shows 177 and 550 only after `nv_diag_warning`
/// or `nv_diag_error` names them).
const HOST_SUPPRESSED: &[u32] = &[177, 550];

fn initial_state(pass: Pass) -> Vec<(u32, Action)> {
    match pass {
        Pass::Host => HOST_SUPPRESSED.iter().map(|&n| (n, Action::Suppress)).collect(),
        Pass::Device => Vec::new(),
    }
}

/// Apply the pragmas of `il`'s source text to `diags` (found by `pass`).
pub fn apply(il: &Il, pass: Pass, diags: &mut Vec<Diagnostic>) {
    let text = il.source_text;
    let initial = initial_state(pass);
    // (physical line, event) in source order.
    let mut events: Vec<(u32, Event)> = Vec::new();
    if text.contains("nv_diag") {
        for (i, line) in text.lines().enumerate() {
            let t = line.trim_start();
            let Some(rest) = t.strip_prefix('#') else { continue };
            let Some(rest) = rest.trim_start().strip_prefix("pragma") else { continue };
            if let Some(ev) = parse_pragma(rest) {
                events.push((i as u32, ev));
            }
        }
    }
    if events.is_empty() && initial.is_empty() {
        return;
    }
    diags.retain_mut(|d| {
        let mut state: Vec<(u32, Action)> = initial.clone();
        let phys = match &d.location {
            Some(loc) => phys_line_of(il, &loc.file, loc.line),
            None => None,
        };
        // Replay the pragmas before the diagnostic.
        let mut stack: Vec<Vec<(u32, Action)>> = Vec::new();
        let phys = phys.unwrap_or(0);
        for (l, ev) in &events {
            if *l >= phys {
                break;
            }
            match ev {
                Event::Push => stack.push(state.clone()),
                Event::Pop => {
                    if let Some(s) = stack.pop() {
                        state = s;
                    }
                }
                Event::Set(a, nums) => {
                    for n in nums {
                        state.retain(|(m, _)| m != n);
                        match a {
                            // Back to the pass's own default.
                            Action::Default => state.extend(initial.iter().filter(|(m, _)| m == n).copied()),
                            _ => state.push((*n, *a)),
                        }
                    }
                }
            }
        }
        let changeable = d.discretionary && d.severity <= Severity::Error;
        if !changeable {
            return true;
        }
        match state.iter().rev().find(|(n, _)| *n == d.number).map(|(_, a)| *a) {
            Some(Action::Suppress) => false,
            Some(Action::Remark) => {
                d.severity = Severity::Remark;
                true
            }
            Some(Action::Warning) => {
                d.severity = Severity::Warning;
                true
            }
            Some(Action::Error) => {
                d.severity = Severity::Error;
                true
            }
            Some(Action::Default) | None => true,
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pragma_parsing() {
        assert!(matches!(parse_pragma(" nv_diag_suppress 177"), Some(Event::Set(Action::Suppress, ref v)) if v == &[177]));
        assert!(matches!(parse_pragma(" nv_diag_error 20011"), Some(Event::Set(Action::Error, ref v)) if v == &[3468]));
        assert!(matches!(parse_pragma(" nv_diag_warning set_but_not_used"), Some(Event::Set(Action::Warning, ref v)) if v == &[550]));
        assert!(matches!(parse_pragma(" nv_diagnostic push"), Some(Event::Push)));
        assert!(parse_pragma(" once").is_none());
    }
}
