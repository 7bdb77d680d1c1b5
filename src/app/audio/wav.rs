//! In-memory WAV files: a RIFF header around 16-bit PCM, the one format every backend of
//! quad-snd (and every browser) decodes.

/// A complete mono 16-bit PCM WAV file.
pub fn encode(samples: &[i16], sample_rate: u32) -> Vec<u8> {
    const CHANNELS: u16 = 1;
    const BITS: u16 = 16;
    let block_align = CHANNELS * BITS / 8;
    let data_len = (samples.len() * 2) as u32;
    let mut out = Vec::with_capacity(44 + data_len as usize);
    out.extend_from_slice(b"RIFF");
    out.extend_from_slice(&(36 + data_len).to_le_bytes());
    out.extend_from_slice(b"WAVE");
    out.extend_from_slice(b"fmt ");
    out.extend_from_slice(&16u32.to_le_bytes());
    out.extend_from_slice(&1u16.to_le_bytes()); // PCM
    out.extend_from_slice(&CHANNELS.to_le_bytes());
    out.extend_from_slice(&sample_rate.to_le_bytes());
    out.extend_from_slice(&(sample_rate * block_align as u32).to_le_bytes());
    out.extend_from_slice(&block_align.to_le_bytes());
    out.extend_from_slice(&BITS.to_le_bytes());
    out.extend_from_slice(b"data");
    out.extend_from_slice(&data_len.to_le_bytes());
    for s in samples {
        out.extend_from_slice(&s.to_le_bytes());
    }
    out
}

/// Whether `bytes` starts like a WAV file. Bytes that are not audio make the loader panic
/// (natively) or hang (on the web), so nothing else is ever handed to it.
pub fn looks_like_wav(bytes: &[u8]) -> bool {
    bytes.len() >= 44 && &bytes[0..4] == b"RIFF" && &bytes[8..12] == b"WAVE"
}

#[cfg(test)]
mod tests {
    use super::*;

    fn u32_at(b: &[u8], i: usize) -> u32 {
        u32::from_le_bytes(b[i..i + 4].try_into().unwrap())
    }

    fn u16_at(b: &[u8], i: usize) -> u16 {
        u16::from_le_bytes(b[i..i + 2].try_into().unwrap())
    }

    #[test]
    fn header_is_valid() {
        let samples = [0i16, 1000, -1000, i16::MAX, i16::MIN, 7];
        let wav = encode(&samples, 22_050);
        assert!(looks_like_wav(&wav));
        assert_eq!(wav.len(), 44 + samples.len() * 2);
        assert_eq!(&wav[0..4], b"RIFF");
        assert_eq!(u32_at(&wav, 4) as usize, wav.len() - 8);
        assert_eq!(&wav[8..12], b"WAVE");
        assert_eq!(&wav[12..16], b"fmt ");
        assert_eq!(u32_at(&wav, 16), 16);
        assert_eq!(u16_at(&wav, 20), 1, "PCM");
        assert_eq!(u16_at(&wav, 22), 1, "mono");
        assert_eq!(u32_at(&wav, 24), 22_050);
        assert_eq!(u32_at(&wav, 28), 44_100, "bytes per second");
        assert_eq!(u16_at(&wav, 32), 2, "block align");
        assert_eq!(u16_at(&wav, 34), 16, "bits");
        assert_eq!(&wav[36..40], b"data");
        assert_eq!(u32_at(&wav, 40) as usize, samples.len() * 2);
        assert_eq!(u16_at(&wav, 44 + 2) as i16, 1000);
        assert_eq!(u16_at(&wav, 44 + 8) as i16, i16::MIN);
    }

    #[test]
    fn other_bytes_are_not_wav() {
        assert!(!looks_like_wav(b"OggS\0\0\0\0\0\0\0\0"));
        assert!(!looks_like_wav(&[0; 64]));
        assert!(!looks_like_wav(b"RIFF"));
    }
}
