//! The pages' shared state, which every request is handed.

use std::sync::Arc;

use super::drawn::Drawn;
use super::live::Watched;
use super::loaded::Kept;
use crate::table::TableService;

/// The pages' shared state: the table service (and its store), the games being watched, the
/// games and pictures lately read and drawn.
#[derive(Clone)]
pub struct Pages {
    inner: Arc<Inner>,
}

struct Inner {
    tables: TableService,
    watched: Watched,
    kept: Kept,
    drawn: Drawn,
}

impl Pages {
    pub fn new(tables: TableService) -> Pages {
        Pages {
            inner: Arc::new(Inner {
                tables,
                watched: Watched::default(),
                kept: Kept::default(),
                drawn: Drawn::default(),
            }),
        }
    }

    pub(super) fn tables(&self) -> &TableService {
        &self.inner.tables
    }

    pub(super) fn store(&self) -> &crate::store::Store {
        self.inner.tables.store()
    }

    pub(super) fn watched(&self) -> &Watched {
        &self.inner.watched
    }

    pub(super) fn kept(&self) -> &Kept {
        &self.inner.kept
    }

    pub(super) fn drawn(&self) -> &Drawn {
        &self.inner.drawn
    }
}
