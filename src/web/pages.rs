//! The pages' shared state, which every request is handed.

use std::sync::Arc;

use super::live::Watched;
use super::loaded::Kept;
use crate::table::TableService;

/// The pages' shared state: the table service (and its store), the games being watched, the
/// games lately read.
#[derive(Clone)]
pub struct Pages {
    inner: Arc<Inner>,
}

struct Inner {
    tables: TableService,
    watched: Watched,
    kept: Kept,
}

impl Pages {
    pub fn new(tables: TableService) -> Pages {
        Pages {
            inner: Arc::new(Inner {
                tables,
                watched: Watched::default(),
                kept: Kept::default(),
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
}
